import { z } from "zod";
import { apiOperations, type ApiOperationName } from "../api/operations";
import { declarationOf } from "../client/declaration-of";
import { IntegerId, MaxPages, PathId } from "../schemas";
import { converted, definitionOf, spaced, toApi, unwrapped, type Codec } from "../providers/row-fields";
import { envelopeData, isErrorReport } from "../providers/answer-envelope";
import { paragraph } from "../providers/documentation-lines";
import { callOperation, listedItems, parameterShape, pathParameters } from "../providers/row-operations";
import { answerFieldDescription, parameterDescription } from "./answer-descriptions";
import { AnswerShapes, fromAnswer, type AnswerCodec } from "./answer-shapes";
import type { DataFunctionDefinition } from "./data-function";
import { readExampleArguments } from "./read-examples";
import { generatedReads, readFunctionName } from "./read-names";

/** The parameters a paged list takes for its paging, which the read asks for itself (any case). */
const PAGING_PARAMETERS = new Set(["page", "perpage", "itemsperpage", "nextcursor", "continuationtoken", "limit"]);

/** One argument of a read: its name, the parameter it is sent as, its checked form and codec. */
interface ReadArgument {
  name: string;
  schema: z.ZodType;
  codec: Codec;
}

function request(operation: ApiOperationName): string {
  return `\`${apiOperations[operation].method} ${apiOperations[operation].path}\``;
}

/** The arguments of a read: its path parameters, then its query parameters but those of paging. */
function readArguments(operation: ApiOperationName): ReadArgument[] {
  const inPath = new Set(pathParameters(operation));
  const paged = apiOperations[operation].paging !== "none";
  const shape = parameterShape(operation);
  return Object.entries(shape)
    .filter(([name]) => name !== "body" && !(paged && PAGING_PARAMETERS.has(name.toLowerCase())))
    .map(([name, parameter]) => {
      const where = `${readFunctionName(operation)}.${name}`;
      const description = parameterDescription(name, inPath.has(name));
      const { optional } = unwrapped(parameter);
      if (inPath.has(name) && unwrapped(parameter).meta.enumNames === undefined) {
        const integer = parameter.safeParse(1).success;
        const codec: Codec = integer ? { kind: "id" } : { kind: "value" };
        return { name, schema: (integer ? IntegerId : PathId).meta({ description }), codec };
      }
      const { schema, codec } = converted(parameter, where);
      const described = (optional ? schema.optional() : schema).meta({ description });
      return { name, schema: described, codec };
    });
}

/** The model a paged list's pages hold, or an array answer's element: the items of the read's result. */
function itemSchema(answer: z.ZodType): z.ZodType | undefined {
  const def = definitionOf(answer);
  if (def.type === "array") return def.element as z.ZodType;
  if (def.type !== "object") return undefined;
  const fields = Object.entries(def.shape as Record<string, z.ZodType>);
  const lists = fields.filter(([, field]) => definitionOf(field).type === "array");
  const named = lists.find(([name]) => /^(items|data)$/i.test(name)) ?? lists[0];
  return named === undefined ? undefined : (definitionOf(named[1]).element as z.ZodType);
}

/** What a read's result is made of: its described properties, and how the answer becomes them. */
interface ReadResult {
  shape: Record<string, z.ZodType>;
  codec: AnswerCodec;
  /** `items`, `value` or `values` when the answer is wrapped in one property; else the answer's own fields. */
  wrappedIn?: string;
  /** Whether the result is the answer's `data` (an envelope's content) rather than the whole answer. */
  fromData: boolean;
}

function readResult(operation: ApiOperationName, shapes: AnswerShapes): ReadResult {
  const name = readFunctionName(operation);
  const whole = declarationOf(operation).answer;
  const paged = apiOperations[operation].paging !== "none";
  const data = paged ? undefined : envelopeData(whole);
  const answer = data ?? whole;
  const { meta } = unwrapped(answer);
  const def = definitionOf(answer);
  if (paged || def.type === "array") {
    const element = paged ? itemSchema(answer) : (def.element as z.ZodType);
    if (element === undefined) throw new Error(`${operation}: no list of items in its answer`);
    const items = shapes.shape(element, `${name}.items`);
    const description = paged ? "Every item of every page read, in the API's order." : "Every item the API answers, in its order.";
    return {
      shape: { items: z.array(items.schema).meta({ description }) },
      codec: { kind: "list", items: items.codec },
      wrappedIn: "items",
      fromData: data !== undefined,
    };
  }
  if (def.type === "object") return { ...shapes.fields(answer, meta.model ?? name, isErrorReport), fromData: data !== undefined };
  const value = shapes.shape(answer, `${name}.value`);
  const wrappedIn = def.type === "record" ? "values" : "value";
  const description = def.type === "record" ? "What the API answers, by its keys." : "What the API answers.";
  const shape = { [wrappedIn]: value.schema.optional().meta({ description }) };
  return { shape, codec: value.codec, wrappedIn, fromData: data !== undefined };
}

/** The data function of one read of the API, generated from the operation, its parameters and its answer's model. */
function readFunction(operation: ApiOperationName, shapes: AnswerShapes): DataFunctionDefinition<z.ZodObject, unknown> {
  const name = readFunctionName(operation);
  const paged = apiOperations[operation].paging !== "none";
  const args = readArguments(operation);
  const required = args.filter((argument) => !argument.schema.safeParse(undefined).success);
  const result = readResult(operation, shapes);
  const secrets = shapes.secretsLeftOut(result.codec);
  const what = spaced(name.replace(/^get/, ""));
  const argumentShape = Object.fromEntries(args.map((argument) => [argument.name, argument.schema]));
  if (paged) {
    argumentShape.maxPages = MaxPages.optional().meta({
      description: "Read at most this many pages of the list (a positive integer). Unset: every page.",
    });
  }
  const missing = required.filter((argument) => readExampleArguments[argument.name] === undefined);
  if (missing.length > 0) throw new Error(`${name}: no example value for ${missing.map((argument) => argument.name).join(", ")}`);
  const example = {
    arguments: Object.fromEntries(required.map((argument) => [argument.name, readExampleArguments[argument.name]])),
    shown: Object.keys(result.shape)[0],
  };
  return {
    description: `Reads the ${what} (${request(operation)}).`,
    documentation: {
      behaviour: paragraph(
        [
          ...(paged ? ["Every page of the list is read, in order (at most `maxPages`); `items` holds the items of them all."] : []),
          ...(result.wrappedIn === undefined
            ? ["The result holds the answer's fields in lowerCamel; an integer enum is given by its name, an id as a string."]
            : []),
          ...(secrets.length === 0 ? [] : [`Left out of the result, as secrets: ${secrets.map((field) => `\`${field}\``).join(", ")}.`]),
          "Arguments are checked before any call; a failed read fails the call, naming the request.",
        ].join(" "),
      ),
      ...(args.length > 0 || paged ? { args: `The ${what}'s request: ${args.length > 0 ? "its parameters" : "a page limit"}.` } : {}),
      example,
    },
    arguments: z.object(argumentShape),
    result: z.object(result.shape),
    operations: [operation],
    resultType: `${name[0].toUpperCase()}${name.slice(1)}Result`,
    call: async (client, checked) => {
      const values = checked as Record<string, unknown>;
      const parameters = Object.fromEntries(
        args
          .filter((argument) => values[argument.name] !== undefined)
          .map((argument) => [argument.name, toApi(values[argument.name], argument.codec)]),
      );
      const answer = paged
        ? await listedItems(client, operation, parameters, values.maxPages as number | undefined)
        : await callOperation(client, operation, parameters);
      const content = result.fromData ? (answer as unknown as Record<string, unknown>).data : answer;
      const converted_ = fromAnswer(content, result.codec);
      if (result.wrappedIn === undefined) return converted_;
      // A list the API leaves out holds no items.
      return { [result.wrappedIn]: converted_ ?? (result.wrappedIn === "items" ? [] : undefined) };
    },
  };
}

/**
 * A data function for every read of the API (GET) that no hand-written function or resource lookup serves, by name,
 * in the table's order (see read-names.ts for the names and the reads left out).
 */
export function readFunctions(): Record<string, DataFunctionDefinition<z.ZodObject, unknown>> {
  const shapes = new AnswerShapes(answerFieldDescription);
  return Object.fromEntries(generatedReads().map((operation) => [readFunctionName(operation), readFunction(operation, shapes)]));
}
