import type { ApiOperationName } from "../../api/operations";
import type { ParentCollection } from "../../types";
import type { ResourceExample } from "../program-example";
import type { RowAdoptBy } from "../row-adopt-by-key";
import type { RowEnvelope } from "../row-envelope";
import type { RowFirstSend } from "../row-first-send";
import type { RowReadyWait } from "../row-ready-wait";
import type { NamedObjectType } from "../row-fields";

/**
 * A resource served by the generic provider (`rowDefinition`), said once. It names the API's operations and fields and
 * says how they make a resource; it never restates a fact of the API: the fields, their types, bounds and enums come
 * from the generated models of the operations it names. Field names are the API's (`Domain`); the resource's
 * properties are their lowerCamel forms (`domain`).
 *
 * What the models say, the provider takes as it is: a field only the create's body has replaces the resource when it
 * changes; one only the update's body has is sent by an update right after the create; a field the body of a write
 * takes but the read does not answer is write-only (kept as the program gave it, never read back).
 */
export interface ResourceRow {
  /** The resource's class name, and the last part of the plugin's token `cloudplatform:index:<name>`. */
  name: string;
  /** What the resource is, in one sentence. */
  description: string;
  /** What the resource manages and owns, and what it leaves to other resources, in Markdown lines. */
  owns: string[];
  /** A program that declares the resource. */
  example: ResourceExample;
  /**
   * The arguments of its lookup's example: the id's parts of an object of the simulator's demo account, so that the
   * example reads it there.
   */
  lookupExample: Record<string, string>;
  /**
   * The operation that creates the object. Its path parameters are the parts of the id before the object's own. Unset
   * for a settings object every parent has ({@link settingsOf}).
   */
  create?: ApiOperationName;
  /**
   * Where the object is settings that every parent has and the API neither creates nor deletes (a shield zone's bot
   * detection): the parent's resource name. The id is the parent's; the create reads the object (a parent that does
   * not exist fails it before any write), sends the update with the declared fields alone and reads it again; the
   * delete forgets it, its settings left as they are. Needs {@link update}, and no {@link create}. With
   * {@link readFrom}, the settings are those of one element of a list the API keeps for the parent (the action of one
   * of a shield zone's bot categories): the id is the parent's and the element's own, and an element the parent's
   * answer does not list fails the create before any write, naming the import id.
   */
  settingsOf?: string;
  /** The operation that reads the object, or its parent's object holding it in {@link readFrom}. */
  read: ApiOperationName;
  /**
   * The field of the read's answer that lists the object among its siblings; unset when the read answers the object.
   * Several where the object is in any one of them (a zone's managed and its custom access lists); a path such as
   * `categories.bots` where the lists are inside the elements of another (the bots of each of the zone's categories).
   */
  readFrom?: string | readonly string[];
  /**
   * The operation that lists the objects of the row's kind (its page's items), where a create that may have made the
   * object though it failed looks for it; unset where the read's parent answer lists them ({@link readFrom}).
   */
  list?: ApiOperationName;
  /** The operation that changes the object; unset when nothing can be changed in place. */
  update?: ApiOperationName;
  /**
   * `partial`: the update sends the fields that changed; `whole`: the update sends every field of its body, the ones
   * the program does not declare as the read answers them (the object is read first).
   */
  updateStyle: "partial" | "whole";
  /**
   * Where the update is the create's own call, told which object to change by a field of its body (an edge rule's
   * `Guid`): that field, sent with the object's own id. Unset where the update's path names the object.
   */
  updateIdField?: string;
  /** The operation that deletes the object; unset when the API cannot delete it, and deleting the resource forgets it. */
  delete?: ApiOperationName;
  /**
   * The resource id: the path parameters of the object's operations joined by `/`, each `{name}` also an input or output
   * of that name; the last is the object's own id, from {@link idField}. The same form is the import id.
   */
  id: string;
  /**
   * Where the parent is named by a field of the create's body and of the read's answer rather than by the object's paths
   * (a shield rule's `shieldZoneId`): that field, the id's first part, sent by the create as the parent's integer id;
   * the calls on the object name it by its own id alone, and the row's {@link list} by the parent's.
   */
  parentField?: string;
  /** The field of the create's and the read's answers that holds the object's own id. */
  idField: string;
  /**
   * Where the calls below the parent name the object by a field of their bodies, not by their paths (a hostname's
   * `Hostname`): that field, also sent as the query parameter of its lowerCamel name where a call takes one. The
   * create's value of it is the object's own id, which the read answers in {@link idField}: a create that answers no
   * object is followed by a read that finds it there, and the delete and every switch are sent it. It is a required
   * input named as the id's last part (a log forwarding's `app` is its `appId`), and its change replaces the resource
   * (it names another object), also where the create's path takes it. A field no body has that the create's path takes
   * (a custom page's `pageType`) is that path parameter, checked as the path checks it: a text enum of the path is served
   * under the name {@link objectTypes} gives `<operation>.<parameter>`.
   */
  objectField?: string;
  /**
   * Objects the API makes itself among the parent's (a zone's own `*.b-cdn.net` hostname), which a create takes over
   * instead of making one: the create reads the parent first, and adopts the object of its id when one of the read's
   * `when` fields is true; one the parent holds otherwise fails the create before any write, naming the import id.
   * Deleting an object that has a `when` field true forgets it, with no call, for the `reason` given. Needs
   * {@link objectField}, by which the create names the object's id.
   */
  adopt?: { when: string[]; reason: string };
  /**
   * The read that finds the object the API made itself for the parent the create's body names (a pull zone's shield
   * zone, made by the dashboard's Shield tab), which the create reads first: an object it finds is taken over and given
   * the declared fields by an update, with no create call; its 404 lets the create make one.
   */
  adoptBy?: RowAdoptBy;
  /**
   * Fields of the bodies that carry a file as Base64 (a caption's file), by the API's name: the input takes the file's
   * text, and every write sends the Base64 of that text.
   */
  textAsBase64?: string[];
  /**
   * Where the whole body of the create's and the update's calls is one text, not JSON (a shield zone's custom page, its
   * HTML), and the read answers that text alone: the name of the input that holds it, a required text compared as
   * given. The row's other fields are none; its object's own id is then a parameter of the paths ({@link objectField}).
   */
  textBody?: string;
  /** Where the bodies and answers hold the object one level down (a shield zone's `shieldZone` and `data`). */
  envelope?: RowEnvelope;
  /**
   * Where the API sets the object up in the background after its create (a shield zone), its reads answering a 2xx
   * that reports a failure meanwhile: the steps read again until the read (and the adoption's read) shows the object,
   * within the seconds of an input of its own, no field of the API's.
   */
  readyWait?: RowReadyWait;
  /**
   * The list that holds the object (or its parent): a 404 of the API's own counts as the object gone only where a read of
   * that list answers on the same address. A list below a parent is given by the id's parts before the object's own.
   */
  objectList: ParentCollection | ((parents: readonly string[]) => ParentCollection);
  /**
   * Whether the row's operations are the video API's, called with a library's own key: the resource then takes it as
   * the secret input `libraryApiKey` (a `VideoLibrary`'s `apiKey`), sent instead of the configured `videoApiKey`.
   */
  libraryKey?: true;
  /**
   * Fields of the read's answer every object has once it exists, besides its ids (a library's keys, which its create
   * makes): outputs a program can pass to another resource's input as they are, typed as always present.
   */
  alwaysAnswered?: string[];
  /** Fields of the bodies another resource owns, by that resource's name: this one neither sends, reports nor diffs them. */
  ownedElsewhere?: Record<string, string>;
  /**
   * Fields of the models the resource neither takes nor reports, each with the reason (a field that holds an object,
   * which no resource property takes).
   */
  leftOut?: Record<string, string>;
  /**
   * Fields the read reports that operations of their own switch on and off, not the create's or the update's body (a
   * zone's `DnsSecEnabled`), by the API's name: each an optional boolean input, switched after the create when its
   * declared value differs from what the create found, and by an update when it differs from what the last read found;
   * never switched while undeclared. An operation whose body takes the field itself is sent the value switched to (a
   * hostname's `ForceSSL`: one call both ways).
   */
  switches?: Record<string, RowSwitch>;
  /**
   * Fields the read reports that an operation of their own sets, not the create's or the update's body (a hostname's
   * `CertificateKeyType`, `pullZones.updatePrivateKeyType`), by the API's name: the operation's body names the object by
   * {@link objectField} and holds the value in its one other field. Each is an optional input, set after the create
   * when its declared value differs from what the create found, and by an update when it differs from what the last
   * read found; never set while undeclared.
   */
  setBy?: Record<string, ApiOperationName>;
  /**
   * Write-only inputs an operation of their own sends (a hostname's own certificate and key, `addCertificate`): the
   * fields of its body but the object's own ({@link objectField}), which no read answers. See {@link RowWriteOnlyCall}.
   */
  writeOnlyCall?: RowWriteOnlyCall;
  /**
   * List fields the read reports whose items operations of their own add and remove, one item a call, instead of a
   * body (a library's `AllowedReferrers`), by the API's name: each an optional list input, its items added after the
   * create; an update adds the declared items the last read did not find and removes those it found that are no longer
   * declared; never changed while undeclared.
   */
  itemCalls?: Record<string, RowItemCalls>;
  /**
   * List fields whose items an update adds but cannot remove, by the API's name, with the reason: removing an item
   * replaces the resource, adding one is an update.
   */
  onlyAdded?: Record<string, string>;
  /**
   * Models held in the fields the resource takes (a rule's list of triggers), each served as a named object type of the
   * package, by the model's name. A declared object is compared by the properties the program gives it alone. A text
   * enum is served under the name given too: one the spec writes inside a model's field, by `Model.field`.
   */
  objectTypes?: Record<string, NamedObjectType>;
  /** Fields of the bodies the API sets itself: never inputs. */
  setByApi?: string[];
  /**
   * The fields whose values name one object of the parent, the way a lost create finds what it made before it tries
   * again, in the API's names; or why the object has none.
   */
  naturalKey: string[] | { none: string };
  /**
   * A field no two objects of the row's {@link list} share (the API refuses a second zone of one domain): the lookup
   * function `get<Name>` also finds the object by it, in that list. Unset where no field is unique.
   */
  uniqueKey?: string;
  /** The description of every property (inputs and outputs), by its lowerCamel name, in the project's own words. */
  descriptions: Record<string, string>;
}

/** The list that holds the object of `row` whose id's parts are `ids` (or its parent's parts alone). */
export function objectListOf(row: ResourceRow, ids: readonly string[]): ParentCollection {
  return typeof row.objectList === "function" ? row.objectList(ids) : row.objectList;
}

/** The operations that add and remove one item of a row's list field (see {@link ResourceRow.itemCalls}). */
export interface RowItemCalls {
  /** The operation that adds one item: its body's one field holds the item. */
  add: ApiOperationName;
  /** The operation that removes one item, its body as the add's. */
  remove: ApiOperationName;
}

/**
 * The operation that sends a row's write-only inputs (see {@link ResourceRow.writeOnlyCall}). Its inputs are declared
 * all or none, kept in the state as the program gave them and never read back, so a refresh finds no drift on them;
 * they are sent after the create, and again by an update when one of them changes; dropped, {@link remove} takes them
 * off.
 */
export interface RowWriteOnlyCall {
  /** The operation that sends the inputs, with the object's own id in the row's object field. */
  operation: ApiOperationName;
  /**
   * The operation that takes them off the object, sent the object's own id alone; without one, inputs no longer declared
   * are no change: nothing is sent, and the object keeps what it was last sent.
   */
  remove?: ApiOperationName;
  /** The operation that sends them instead of {@link operation} while the object holds none yet. */
  first?: RowFirstSend;
  /** The inputs' names where they are not their body field's lowerCamel name, by the field's API name. */
  inputNames?: Record<string, string>;
  /** Whether the state holds them as secrets, and a refused value is never shown. */
  secret: boolean;
  /**
   * `pem-as-base64`: each input is PEM text (check refuses one that does not start with `-----BEGIN`), sent as the
   * Base64 of that text.
   */
  encoding?: "pem-as-base64";
  /**
   * A switched field (see {@link ResourceRow.switches}) that sending the inputs turns on and removing them turns off: a
   * declared `true` is then not switched on besides, and a declared `false` beside the inputs is refused by check.
   */
  turnsOn?: string;
}

/** The operations that switch a field of a row's object (see {@link ResourceRow.switches}). */
export interface RowSwitch {
  /** The operation that turns the field on; it takes the object's ids alone. */
  on: ApiOperationName;
  /** The operation that turns it off. */
  off: ApiOperationName;
  /**
   * Fields of the on-switch's answer reported as outputs, recorded from that answer while the field stays on and
   * cleared when it is turned off (a refresh keeps them as recorded: it never calls a write), with the reason no read
   * serves them.
   */
  recorded?: { fields: string[]; reason: string };
}
