import { correctedSpec } from "../../spec/corrected-spec";
import { apiOperations } from "./api-operations";
import { modelsModule, modelsSource } from "./models";
import {
  declarationsIndexSource,
  declarationsModule,
  declarationsSource,
  operationTypesModule,
  operationTypesSource,
} from "./operation-declarations";
import { OPERATIONS_TABLE_MODULE, operationsTableSource } from "./operations-table";

/** The files generated from spec/ and its corrections: the operations table, the models, the client's declarations. */
export function apiSources(): Map<string, string> {
  const areas = correctedSpec();
  const operations = apiOperations(areas);
  return new Map([
    [OPERATIONS_TABLE_MODULE, operationsTableSource(operations)],
    ...areas.map((area): [string, string] => [modelsModule(area.area), modelsSource(area, operations)]),
    ...areas.map((area): [string, string] => [operationTypesModule(area.area), operationTypesSource(area.area, operations)]),
    ...areas.map((area): [string, string] => [declarationsModule(area.area), declarationsSource(area.area, operations)]),
    [
      "src/client/operations/index.ts",
      declarationsIndexSource(
        areas.map((area) => area.area),
        operations,
      ),
    ],
  ]);
}
