import type { PartnerContract } from "../../src/client";

/** The simulator's demo partner contract as the client decodes it (camelCase, enums by name). */
export const demoPartnerContract: PartnerContract = {
  partnerCustomerId: 7001,
  contractValue: 120000,
  monthlyCommitmentValue: 10000,
  contractStartDate: "2026-01-01T00:00:00.000Z",
  contractEndDate: "2026-12-31T23:59:59.000Z",
  billingType: "postPaid",
  currency: "EUR",
  updatedByUserId: "a3c1e0f2-5b7d-4e19-9c2a-6f0d8b4e7a31",
  partnerUserId: null,
};
