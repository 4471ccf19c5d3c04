import { jsonResponse, type SimulatedResponse } from "../http-responses";
import type { RouteContext } from "../route-context";

export function getPartnerContract(ctx: RouteContext): SimulatedResponse {
  const { isPartner, contract } = ctx.state.partner;
  if (!isPartner) return ctx.fail(403, { errorKey: "partner.not_partner", message: "The account is not a partner" });
  if (!contract) return ctx.fail(404, { errorKey: "partner.contract_not_found", message: "No contract exists for this partner" });
  return jsonResponse(200, contract);
}
