import { apiOperations, type ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { asTheApiAnswers } from "../as-the-api-answers";
import { asTheApiStores } from "../as-the-api-stores";
import { emptyResponse, jsonResponse, type SimulatedResponse } from "../http-responses";
import { listPage } from "../list-pages";
import { operationKind } from "../operation-kinds";
import { checkRequest } from "../request-check";
import type { RouteContext, RouteHandler } from "../route-context";
import { concretePath, fieldsOf, idFieldOf, normalizedId, objectTemplate, projected, templateOf } from "../stored-objects";

type StoredObject = Record<string, unknown>;

function answer(status: number, json: unknown): SimulatedResponse {
  return json === undefined ? emptyResponse(status) : jsonResponse(status, json);
}

/**
 * The route of an operation of the table that no hand-written route serves: its request checked against the spec,
 * then what its kind (see operation-kinds.ts) does to the store, answered in the spec's shape.
 */
export function tableOperation(name: ApiOperationName): RouteHandler {
  const facts = apiOperations[name];
  const served = servedOperations[name];
  const kind = operationKind(name);
  const pathSegments = facts.path.split("/").slice(1);
  return (ctx: RouteContext) => {
    const check = checkRequest(served, ctx);
    if (!check.ok) return check.answer;
    const checked = check.input;
    const store = ctx.state.table;
    const body = checked.body;
    const returned = (item: StoredObject) => answer(served.status, projected(item, served.answer));
    switch (kind.kind) {
      case "create": {
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const id = store.newId(template[idField], kind.collection.at(-1)!.toLowerCase());
        const item = asTheApiStores(name, { ...template, ...fieldsOf(body, template), [idField]: id }, body, ctx.now);
        store.put(concretePath(facts.host, kind.collection, ctx.params), String(id), item);
        return returned(item);
      }
      case "list": {
        const path = concretePath(facts.host, kind.collection, ctx.params);
        const idField = idFieldOf(objectTemplate(templateOf(facts.host, kind.collection)), kind.collection);
        const items = store.items(path).map((item) => asTheApiAnswers(name, item, `${path}/${String(item[idField])}`, store));
        return answer(served.status, listPage(facts.paging, items, checked, served.answer ?? []));
      }
      case "read":
      case "update":
      case "replace":
      case "delete": {
        const collection = concretePath(facts.host, kind.collection, ctx.params);
        const id = normalizedId(ctx.params[kind.idParameter]);
        const item = store.item(collection, id);
        if (!item) return ctx.fail(404, { errorKey: "not_found", message: `${name}: ${kind.idParameter} ${id} was not found` });
        if (kind.kind === "read") return returned(asTheApiAnswers(name, item, `${collection}/${id}`, store));
        if (kind.kind === "delete") {
          store.remove(collection, id);
          return answer(served.status, served.answer);
        }
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const base = kind.kind === "replace" ? template : item;
        const updated = asTheApiStores(name, { ...base, ...fieldsOf(body, template), [idField]: item[idField] }, body, ctx.now);
        store.put(collection, id, updated);
        return returned(updated);
      }
      case "settings-read": {
        const settings = store.settings(concretePath(facts.host, pathSegments, ctx.params));
        return answer(served.status, settings === undefined ? served.answer : projected(settings, served.answer));
      }
      case "settings-write": {
        const path = concretePath(facts.host, pathSegments, ctx.params);
        const template = objectTemplate(templateOf(facts.host, pathSegments));
        const written = { ...(facts.method === "PUT" ? {} : store.settings(path)), ...fieldsOf(body, template) };
        const settings = asTheApiStores(name, written, body, ctx.now);
        store.setSettings(path, settings);
        return answer(served.status, projected(settings, served.answer));
      }
      case "action":
        return answer(served.status, served.answer);
    }
  };
}

