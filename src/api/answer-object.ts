import { z } from "zod";

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A response object whose keys are matched case-insensitively: the API has
 * been seen answering `ErrorKey` where its documents say `errorKey` (and the
 * reverse). Keys are renamed to the shape's spelling before validation; a key
 * already spelled exactly wins over a differently cased duplicate. Unknown
 * keys are dropped.
 */
export function answerObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const byLowerCase = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  return z.preprocess((input) => {
    if (!isPlainRecord(input)) return input;
    let renamed: Record<string, unknown> | undefined;
    for (const key of Object.keys(input)) {
      if (Object.hasOwn(shape, key)) continue;
      const target = byLowerCase.get(key.toLowerCase());
      if (target === undefined || Object.hasOwn(renamed ?? input, target)) continue;
      renamed ??= { ...input };
      renamed[target] = input[key];
      delete renamed[key];
    }
    return renamed ?? input;
  }, z.object(shape));
}
