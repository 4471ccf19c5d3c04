import { PartnerContractSchema } from "../schemas";
import type { PartnerContract } from "../types";
import type { ApiCaller } from "./caller";
import { bodyOf } from "./envelopes";
import { path } from "./request";

export async function getPartnerContract(api: ApiCaller): Promise<PartnerContract> {
  return api.call({
    operation: "getPartnerContract",
    method: "GET",
    path: path`/partner/contract`,
    envelope: bodyOf(PartnerContractSchema),
  });
}
