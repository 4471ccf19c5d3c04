import * as pulumi from "@pulumi/pulumi";
import type { PartnerContract } from "../types";
import { resolvedArgs, type DataSourceOutputOptions } from "./options";
import { callInProgram } from "./program-client";

/**
 * Reads the contract of the authenticated partner (`GET /partner/contract`), with camelCase fields, the billing type
 * and currency as names (`"payAsYouGo"` / `"postPaid"`, `"USD"` / `"EUR"`) and dates as ISO strings. Fails with 403
 * when the account is not a partner and with 404 when it has no contract.
 *
 * @param opts Pulumi invoke options: `parent`, `version`, `pluginDownloadURL` and `async` are accepted and change
 *   nothing here; `provider` and `providers` are refused (the call reads the account of the program's `cloudplatform`
 *   settings).
 *
 * @example
 * ```ts
 * // Only a partner account has a contract: read it when the stack says so.
 * if (new pulumi.Config("quickstart").getBoolean("partnerContract")) {
 *   const contract = await cloudplatform.getPartnerContract();
 *   console.log(contract.contractEndDate);
 * }
 * ```
 */
export function getPartnerContract(opts?: pulumi.InvokeOptions): Promise<PartnerContract> {
  return callInProgram("getPartnerContract", {}, opts);
}

/**
 * {@link getPartnerContract} returning an output.
 *
 * @param opts `dependsOn`: resources to wait for before the call; the other options as for {@link getPartnerContract}.
 *
 * @example
 * ```ts
 * export const billingType = cloudplatform.getPartnerContractOutput().billingType;
 * ```
 */
export function getPartnerContractOutput(opts?: DataSourceOutputOptions): pulumi.Output<PartnerContract> {
  return resolvedArgs({}, opts).apply(() => getPartnerContract(opts));
}
