import type { ApiOperationName } from "../../api/operations";
import type { ParentCollection } from "../../types";
import type { ResourceExample } from "../program-example";

/**
 * A resource that runs one operation of the API that changes something and returns (a purge, a restart), served by
 * the generic provider (`triggerDefinition`), said once. Its inputs are the operation's path parameters, query
 * parameters and body fields, their rules the generated models', plus `triggers`; any change of one runs the
 * operation again. It stands for a call that has run, not for an object: a refresh calls nothing, and deleting it
 * forgets it.
 */
export interface TriggerRow {
  /** The resource's class name, and the last part of the plugin's token `cloudplatform:index:<name>`. */
  name: string;
  /** What the resource does, in one sentence. */
  description: string;
  /** The operation the resource runs. */
  operation: ApiOperationName;
  /**
   * The fields of the operation's answer, by the API's names, that a run records as outputs besides the inputs (a
   * video's status after a re-encode is asked for): given exactly where the operation answers a model. They are kept as
   * the run left them: a refresh reads nothing back, and a field holding a secret stays secret.
   */
  recorded?: string[];
  /**
   * The output that records the operation's whole answer, where the published document leaves that answer
   * undescribed (so that no field is named as if it were documented): a map of the fields the API answered, by the
   * API's names, every field that holds a secret left out at any depth. Given exactly where the answer has no model.
   */
  recordedAnswer?: string;
  /**
   * Whether the operation's calls take a library's own key: the resource takes the secret input `libraryApiKey` (see
   * `ResourceRow.libraryKey`), whose change runs nothing and is recorded as it is.
   */
  libraryKey?: true;
  /**
   * Inputs, by their lowerCamel names, that may hold a credential the API passes on (a fetch's request headers to the
   * origin): the state holds them as Pulumi secrets, inputs and outputs, and a refused value is never shown.
   */
  secretInputs?: string[];
  /**
   * Two inputs of which a run takes exactly one, by their lowerCamel names (a body that names its object either by id
   * or by name, and refuses both): neither or both is refused before any call, the issue naming both.
   */
  exactlyOneOf?: readonly [string, string];
  /**
   * Lines said of the resource after its behaviour, each at most 120 characters: where its answer's fields come from
   * when the published document leaves them out.
   */
  notes?: string[];
  /**
   * Parameters of the operation the resource does not take, by the API's names (`body`: the whole body), each with the
   * reason its page gives. A body the API takes as a file's bytes must be left out: an input holds no file.
   */
  leftOut?: Record<string, string>;
  /** Optional query parameters of the operation that the resource requires: what it leaves out makes each the call's one source. */
  required?: string[];
  /** A program that declares the resource, its `triggers` given an output of another resource. */
  example: ResourceExample;
  /**
   * The list that holds the object the operation acts on: a 404 of the API's own is the API's word that the object is
   * missing only where a read of that list answers on the same address (see `ProviderDefinition.objectList`).
   */
  objectList: ParentCollection | ((inputs: Record<string, unknown>) => ParentCollection);
  /**
   * The description of every input but `triggers` and of every recorded output (`recordedAnswer` among them), by its
   * lowerCamel name, in our words.
   */
  descriptions: Record<string, string>;
}
