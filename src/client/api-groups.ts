import { apiOperations, type ApiOperationName } from "../api/operations";
import type { ApiCaller } from "./caller";
import { declarationOf } from "./declaration-of";
import type { OperationDeclaration } from "./operation-declaration";
import { itemsOf, operationPages } from "./operation-pages";
import type { PagesOptions } from "./pages-options";
import { operationRequest } from "./operation-request";
import { callWithTraits } from "./operation-traits";
import type { ApiGroups } from "./operations";
import { pagingStyle, type PagingStyle } from "./paging-styles";

type Declaration = OperationDeclaration<unknown, unknown>;
type Parameters = Record<string, unknown>;

/**
 * The client's groups of operations (`client.pullZones.get(…)`), made for its caller; a file's download is not one. A
 * paged list also has `<method>Pages`, its pages as they are read, and `<method>All`, the items of every page. A call
 * reads or writes as its operation's traits say.
 */
export function apiGroups(api: ApiCaller): ApiGroups {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [name, facts] of Object.entries(apiOperations) as [ApiOperationName, (typeof apiOperations)[ApiOperationName]][]) {
    if (facts.answer === "file") continue;
    const [group, method] = name.split(".");
    let loaded: Declaration | undefined;
    const declaration = () => (loaded ??= declarationOf(name));
    const methods = (groups[group] ??= {});
    methods[method] = (parameters: Parameters = {}) => {
      const request = operationRequest(name, declaration(), parameters);
      return callWithTraits(api, name, parameters, `${name}${request.query}`, () => api.call(request));
    };
    if (facts.paging === "none") continue;
    let paging: PagingStyle | undefined;
    const style = () => (paging ??= pagingStyle(facts, declaration().query)!);
    const pages = (parameters: Parameters = {}, options: PagesOptions = {}) =>
      operationPages(api, name, style(), declaration(), parameters, options);
    methods[`${method}Pages`] = pages;
    methods[`${method}All`] = (parameters?: Parameters, options?: PagesOptions) => itemsOf(style(), pages(parameters, options));
  }
  return groups as unknown as ApiGroups;
}
