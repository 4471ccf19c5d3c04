import { ClientSettings, SECRET_SETTINGS, inputIssues } from "../../src/schemas";
import { refusedValue } from "../../src/schemas/refused-value";

test.each([
  [0, "0"],
  [1.5, "1.5"],
  [Number.NaN, "NaN"],
  [false, "false"],
  [null, "null"],
  ["02-30-2026", '"02-30-2026"'],
  ["line\nbreak\u001b[2J", '"line\\nbreak\\u001b[2J"'],
  ["n".repeat(41), `"${"n".repeat(40)}…"`],
  ["https://user:secret@api.example.com/v2?token=abc#frag", '"https://***@api.example.com/v2?…#…"'],
  [["720p", "720p"], '["720p","720p"]'],
  [{ a: "b".repeat(60) }, `{"a":"${"b".repeat(34)}…`],
])("%j is shown as %s", (value, shown) => {
  expect(refusedValue(value)).toBe(shown);
});

test("a missing value is not shown", () => {
  expect(refusedValue(undefined)).toBeUndefined();
});

test("a secret field's value is never shown, the others are", () => {
  const input = { apiKey: "key with spaces", videoApiKey: "", maxRetries: 11, baseUrl: "https://user:pw@x.example.com" };
  const parsed = ClientSettings.safeParse(input);
  expect(parsed.success).toBe(false);
  const issues = inputIssues(parsed.error!, { input, secret: SECRET_SETTINGS });
  expect(issues).toEqual([
    { field: "apiKey", rule: "must be a non-empty string of printable ASCII characters without spaces" },
    { field: "videoApiKey", rule: "must be a non-empty string of printable ASCII characters without spaces" },
    { field: "baseUrl", rule: expect.stringMatching(/ \(got "https:\/\/\*\*\*@x\.example\.com\/"\)$/) },
    { field: "maxRetries", rule: "must be an integer from 0 to 10 (got 11)" },
  ]);
  expect(JSON.stringify(issues)).not.toMatch(/key with spaces|pw@/);
});
