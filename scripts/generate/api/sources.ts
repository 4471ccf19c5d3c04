import { correctedSpec, readBehaviour } from "../../spec/corrected-spec";
import { apiOperations } from "./api-operations";
import { BEHAVIOUR_MODULE, behaviourSource, operationBehaviour } from "./behaviour";
import { modelsModule, modelsSource, schemasModule, schemasSource } from "./models";
import {
  declarationsIndexSource,
  declarationsModule,
  groupsIndexSource,
  declarationsSource,
  operationTypesModule,
  operationTypesSource,
} from "./operation-declarations";
import { OPERATIONS_TABLE_MODULE, operationsTableSource } from "./operations-table";
import { servedModule, servedSource } from "./served-operations";

/**
 * The files generated from spec/ and its corrections: the operations table, the models, the client's declarations, what
 * the simulator serves and the API's behaviour on writes.
 */
export function apiSources(): Map<string, string> {
  const areas = correctedSpec();
  const operations = apiOperations(areas);
  const names = areas.map((area) => area.area);
  return new Map([
    [OPERATIONS_TABLE_MODULE, operationsTableSource(operations)],
    [BEHAVIOUR_MODULE, behaviourSource(operationBehaviour(readBehaviour(), operations, areas))],
    ...areas.map((area): [string, string] => [modelsModule(area.area), modelsSource(area, operations)]),
    ...areas.map((area): [string, string] => [schemasModule(area.area), schemasSource(area, operations)]),
    ...areas.map((area): [string, string] => [servedModule(area.area), servedSource(area, operations)]),
    ...areas.map((area): [string, string] => [operationTypesModule(area.area), operationTypesSource(area.area, operations)]),
    ...areas.map((area): [string, string] => [declarationsModule(area.area), declarationsSource(area.area, operations)]),
    ["src/client/operations/index.ts", groupsIndexSource(names, operations)],
    ["src/client/operations/declarations.ts", declarationsIndexSource(names)],
  ]);
}
