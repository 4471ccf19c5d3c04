import { apiOperations, type ApiOperationName } from "../../api/operations";
import { servedOperations } from "../../api/served-operations";
import { asTheApiStores } from "../../api/as-the-api-stores";
import { refusedWrite } from "../../api/refused-writes";
import { asTheApiAnswers } from "../as-the-api-answers";
import { emptyResponse, jsonResponse, type SimulatedResponse } from "../http-responses";
import { listPage, searched } from "../list-pages";
import { collectionAt } from "../linked-collections";
import { sentMember, withMember, withObjectMember, withoutMember } from "../list-members";
import { operationKind, type OperationKind } from "../operation-kinds";
import { partAnswers } from "../part-answers";
import { checkRequest } from "../request-check";
import type { RouteContext, RouteHandler } from "../route-context";
import { concretePath, fieldsOf, idFieldOf, normalizedId, objectTemplate, projected, templateOf } from "../stored-objects";

/** `object` as the API stores it after the write `name`; a create or a PUT writes the whole object. */
function storedAfter(name: ApiOperationName, object: Record<string, unknown>, body: unknown, now: Date): Record<string, unknown> {
  return asTheApiStores(name, object, body, now, operationKind(name).kind === "create" || apiOperations[name].method === "PUT");
}

type StoredObject = Record<string, unknown>;

/** The id of a path parameter or an item's field as text, as the store keys items. */
function idText(value: unknown): string {
  return normalizedId(String(value));
}

function answer(status: number, json: unknown): SimulatedResponse {
  return json === undefined ? emptyResponse(status) : jsonResponse(status, json);
}

type MemberKind = Extract<OperationKind, { list: string }>;

/**
 * The change a member operation makes to an item's list, with the member it put (an object added or replaced, which
 * its answer holds); or a failure naming the member that is not there.
 */
function changedList(
  kind: MemberKind,
  list: unknown[],
  body: unknown,
  memberId: string | undefined,
  whole: (member: StoredObject) => StoredObject,
): { list: unknown[]; member?: StoredObject } | string {
  switch (kind.kind) {
    case "add-member":
      return { list: withMember(list, sentMember(body)) };
    case "remove-member":
      return { list: withoutMember(list, sentMember(body)).list };
    case "put-member":
      return withObjectMember(list, (body ?? {}) as StoredObject, whole);
    case "delete-member": {
      const { list: kept, found } = withoutMember(list, memberId);
      return found ? { list: kept } : `${kind.memberParameter} ${memberId} was not found`;
    }
  }
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
  // A change of a list that the item's model does not have is an action.
  const listField =
    "list" in kind
      ? Object.keys(objectTemplate(templateOf(facts.host, kind.collection))).find((key) => key.toLowerCase() === kind.list)
      : undefined;
  return (ctx: RouteContext) => {
    const check = checkRequest(served, ctx);
    if (!check.ok) return check.answer;
    const checked = check.input;
    const store = ctx.state.table;
    const body = checked.body;
    const returned = (item: StoredObject) => answer(served.status, projected(item, served.answer));
    /** The API's refusal of this write to `item` as it is stored (spec/corrections.json), or undefined. */
    const refusal = (item: StoredObject) => {
      const refused = refusedWrite(name, item);
      return refused && ctx.fail(refused.status, { message: `${name}: ${refused.field} is ${JSON.stringify(refused.value)} already` });
    };
    switch (kind.kind) {
      case "create": {
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const id = store.newId(template[idField], kind.collection.at(-1)!.toLowerCase());
        const collection = collectionAt(ctx.state, concretePath(facts.host, kind.collection, ctx.params));
        collection.put(String(id), storedAfter(name, { ...template, ...fieldsOf(body, template), [idField]: id }, body, ctx.now));
        return returned(collection.item(String(id))!);
      }
      case "list": {
        const path = concretePath(facts.host, kind.collection, ctx.params);
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const parentField = Object.keys(template).find((key) => key.toLowerCase() === kind.parentParameter?.toLowerCase());
        const items = searched(collectionAt(ctx.state, path).items(), checked)
          .filter((item) => parentField === undefined || idText(item[parentField]) === idText(ctx.params[kind.parentParameter!]))
          .map((item) => asTheApiAnswers(name, item, `${path}/${idText(item[idField])}`, store));
        return answer(served.status, listPage(facts.paging, items, checked, served.answer ?? []));
      }
      case "read":
      case "update":
      case "replace":
      case "delete": {
        const path = concretePath(facts.host, kind.collection, ctx.params);
        const collection = collectionAt(ctx.state, path);
        const id = normalizedId(ctx.params[kind.idParameter]);
        const item = collection.item(id);
        if (!item) return ctx.fail(404, { errorKey: "not_found", message: `${name}: ${kind.idParameter} ${id} was not found` });
        if (kind.kind === "read") return returned(asTheApiAnswers(name, item, `${path}/${id}`, store));
        const refused = refusal(item);
        if (refused) return refused;
        if (kind.kind === "delete") {
          collection.remove(id);
          return answer(served.status, served.answer);
        }
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const base = kind.kind === "replace" ? template : item;
        collection.put(id, storedAfter(name, { ...base, ...fieldsOf(body, template), [idField]: item[idField] }, body, ctx.now));
        return returned(collection.item(id)!);
      }
      case "update-named-in-body":
      case "read-by": {
        const path = concretePath(facts.host, kind.collection, ctx.params);
        const collection = collectionAt(ctx.state, path);
        const template = objectTemplate(templateOf(facts.host, kind.collection));
        const idField = idFieldOf(template, kind.collection);
        const byPath = kind.kind === "read-by";
        const field = byPath ? kind.fieldParameter : idField;
        const value = byPath ? ctx.params[kind.fieldParameter] : (body as StoredObject | undefined)?.[idField];
        const named = (item: StoredObject) =>
          Object.entries(item).some(([key, held]) => key.toLowerCase() === field.toLowerCase() && idText(held) === idText(value));
        const item = collection.items().find(named);
        if (!item) return ctx.fail(404, { errorKey: "not_found", message: `${name}: no object has ${field} ${String(value)}` });
        if (byPath) return returned(item);
        const refused = refusal(item);
        if (refused) return refused;
        const id = idText(item[idField]);
        collection.put(id, storedAfter(name, { ...item, ...fieldsOf(body, template), [idField]: item[idField] }, body, ctx.now));
        return returned(collection.item(id)!);
      }
      case "add-member":
      case "remove-member":
      case "put-member":
      case "delete-member": {
        if (listField === undefined) return answer(served.status, served.answer);
        const path = concretePath(facts.host, kind.collection, ctx.params);
        const collection = collectionAt(ctx.state, path);
        const id = normalizedId(ctx.params[kind.idParameter]);
        const item = collection.item(id);
        if (!item) return ctx.fail(404, { errorKey: "not_found", message: `${name}: ${kind.idParameter} ${id} was not found` });
        const refused = refusal(item);
        if (refused) return refused;
        const field = listField!;
        const memberId = kind.kind === "delete-member" ? ctx.params[kind.memberParameter] : undefined;
        // A member put is stored as its answer shows it: the fields it leaves out as the API fills them in.
        const whole = (member: StoredObject) => (projected(member, served.answer) ?? member) as StoredObject;
        const changed = changedList(kind, Array.isArray(item[field]) ? item[field] : [], body, memberId, whole);
        if (typeof changed === "string") return ctx.fail(404, { errorKey: "not_found", message: `${name}: ${changed}` });
        collection.put(id, { ...item, [field]: changed.list });
        return answer(served.status, changed.member ?? served.answer);
      }
      case "write-part": {
        const collection = collectionAt(ctx.state, concretePath(facts.host, kind.collection, ctx.params));
        const id = normalizedId(ctx.params[kind.idParameter]);
        const item = collection.item(id);
        if (!item) return ctx.fail(404, { errorKey: "not_found", message: `${name}: ${kind.idParameter} ${id} was not found` });
        const refused = refusal(item);
        if (refused) return refused;
        collection.put(id, storedAfter(name, item, body, ctx.now));
        const written = collection.item(id)!;
        const answerOf = partAnswers[name];
        return answer(served.status, answerOf === undefined ? projected(written, served.answer) : answerOf(written));
      }
      case "settings-read": {
        const settings = store.settings(concretePath(facts.host, pathSegments, ctx.params));
        return answer(served.status, settings === undefined ? served.answer : projected(settings, served.answer));
      }
      case "settings-write": {
        const path = concretePath(facts.host, pathSegments, ctx.params);
        const refused = refusal(store.settings(path) ?? {});
        if (refused) return refused;
        const template = objectTemplate(templateOf(facts.host, pathSegments));
        const written = { ...(facts.method === "PUT" ? {} : store.settings(path)), ...fieldsOf(body, template) };
        const settings = storedAfter(name, written, body, ctx.now);
        store.setSettings(path, settings);
        return answer(served.status, projected(settings, served.answer));
      }
      case "action":
        return answer(served.status, served.answer);
    }
  };
}

