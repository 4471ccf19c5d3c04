import { z } from "zod";
import type { PartnerContract } from "../types";
import { answerObject } from "../api/answer-object";
import { parsesTo } from "./parses-to";

const BILLING_TYPES = { 1: "payAsYouGo", 2: "postPaid" } as const;
const CURRENCIES = { 0: "USD", 1: "EUR" } as const;

/** ISO 8601 date-time; one without an offset is UTC (as the API documents). Normalised to `toISOString()`. */
const UtcDateTime = z.iso
  .datetime({ offset: true, local: true })
  .transform((value) => new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`).toISOString());

/** Answer of `GET /partner/contract` (PascalCase, integer enums), decoded to camelCase names. */
export const PartnerContractSchema = parsesTo<PartnerContract>()(answerObject({
  PartnerCustomerId: z.number().int().nullish(),
  ContractValue: z.number(),
  MonthlyCommitmentValue: z.number().nullish(),
  ContractStartDate: UtcDateTime,
  ContractEndDate: UtcDateTime,
  ContractBillingType: z.union([z.literal(1), z.literal(2)]),
  Currency: z.union([z.literal(0), z.literal(1)]),
  UpdatedByUserId: z.string(),
  PartnerUserId: z.string().nullish(),
}).transform((wire) => ({
  partnerCustomerId: wire.PartnerCustomerId ?? null,
  contractValue: wire.ContractValue,
  monthlyCommitmentValue: wire.MonthlyCommitmentValue ?? null,
  contractStartDate: wire.ContractStartDate,
  contractEndDate: wire.ContractEndDate,
  billingType: BILLING_TYPES[wire.ContractBillingType],
  currency: CURRENCIES[wire.Currency],
  updatedByUserId: wire.UpdatedByUserId,
  partnerUserId: wire.PartnerUserId ?? null,
})));
