/** How the API rewrites a text it stores (each text of a list, for a list). */
export type TextRewrite = "lower-case" | "upper-case" | "no-trailing-dot" | "no-trailing-slash";

/** What the API does to one field of the object an operation writes, beyond storing what was sent. */
export type FieldBehaviour = {
  /** The field, spelled as the stored object spells it. */
  field: string;
  /**
   * Applies only while each of these fields of the stored object holds the value given (or one of the values of a
   * list); checked on the object as written, before this entry.
   */
  when?: Readonly<Record<string, unknown>>;
} & (
  | {
      /** The value the API gives the field when a create or a PUT does not send it, or any write sends it as null. */
      kind: "default";
      value: unknown;
    }
  | {
      /** The value the API puts in the field whatever was sent. */
      kind: "set";
      value: unknown;
    }
  | {
      /** The text (or each text of a list) as the API rewrites it. */
      kind: "rewrite";
      as: TextRewrite;
    }
  | {
      /** A list the API keeps as a set, in its own order: no value twice, in ascending order. */
      kind: "set-of";
    }
  | {
      /** The time of the write, as an ISO 8601 date and time (a date of modification). */
      kind: "write-time";
    }
  | {
      /** A random text the API makes for the field where the object has none yet (a password it gives a new object). */
      kind: "generated";
    }
  | {
      /**
       * A text the API makes from other fields: `{Name}.b-cdn.net`, each `{Field}` the value of that field of the
       * object as written, or else of the request's body (a field the request takes and the object does not keep); a
       * write that gives one of them no value leaves the text as it was.
       */
      kind: "text-of";
      template: string;
    }
  | {
      /** The value the request sends under another name (its own model's), when it sends one. */
      kind: "sent-as";
      from: string;
    }
  | {
      /**
       * A write the API refuses while the stored field holds `value`: it answers `status` (a 4xx) and stores nothing.
       * Turning off a zone's DNSSEC that is already off is refused so.
       */
      kind: "refused-while";
      value: unknown;
      status: number;
    }
  | {
      /**
       * The items of a collection below the object, as they are when it is read: a DNS zone's `Records` are the items
       * of `/dnszone/{id}/records`. It applies to the answers of the reads and lists an entry names.
       */
      kind: "items-below";
      collection: string;
    }
);

/**
 * What the API does to a field when the object is written: every kind but `items-below`, which it does on reads, and
 * `refused-while`, which stops the write.
 */
export type WriteBehaviour = Exclude<FieldBehaviour, { kind: "items-below" | "refused-while" }>;

/** Whether a behaviour applies to an object: each field its `when` names holds the value (or one of the values) given. */
export function appliesTo(behaviour: FieldBehaviour, object: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(behaviour.when ?? {}).every(([field, expected]) =>
    (Array.isArray(expected) ? expected : [expected]).some((value) => object[field] === value),
  );
}

/** A text as the API rewrites it. */
export function rewrittenText(text: string, as: TextRewrite): string {
  switch (as) {
    case "lower-case":
      return text.toLowerCase();
    case "upper-case":
      return text.toUpperCase();
    case "no-trailing-dot":
      return text.replace(/\.+$/, "");
    case "no-trailing-slash":
      return text.replace(/\/+$/, "");
  }
}

/** A list as the API keeps a set: each value once, in ascending order (numbers by value, texts by code point). */
export function asApiSet(list: readonly unknown[]): unknown[] {
  const unique = [...new Map(list.map((value) => [JSON.stringify(value), value])).values()];
  return unique.sort((a, b) => {
    if (typeof a === "number" && typeof b === "number") return a - b;
    const [x, y] = [String(a), String(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** The fields a `text-of` template names, in order. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}
