import { PartnerContractSchema } from "../schemas";
import type { PartnerContract } from "../types";
import { endpoint } from "./endpoint";
import { bodyOf } from "./envelopes";
import { path } from "./request";

export const partnerEndpoints = {
  /** `GET /partner/contract`, decoded to camelCase names. */
  getPartnerContract: endpoint({
    method: "GET",
    call: (endpoint) => async (): Promise<PartnerContract> =>
      endpoint.send({ path: path`/partner/contract`, envelope: bodyOf(PartnerContractSchema) }),
  }),
};
