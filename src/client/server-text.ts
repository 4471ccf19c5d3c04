/** Longest text from the server that an error message shows. */
export const MAX_SERVER_TEXT = 500;

/** C0 controls, DEL and C1 controls: what can move a terminal's cursor, end a log line or start an escape sequence. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/g;

/** An escaped control character (`\x1b`, `\u009b`) or an escaped ANSI sequence, as they stand after escaping. */
const ESCAPED_NOISE = String.raw`(?:\\x1b\[[0-9;?]*[ -/]*[@-~]|\\x[0-9a-f]{2}|\\u[0-9a-f]{4})*`;

/** `\x1b` for ESC, `\u009b` for a C1 control: visible, and inert in a terminal and in a CI log. */
function escapeControl(character: string): string {
  const code = character.charCodeAt(0);
  return code <= 0x7f ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/** A pattern that finds `key` in escaped text, also where control characters were put between its characters. */
function keyPattern(key: string): RegExp {
  const characters = [...key].map((character) => character.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&"));
  return new RegExp(characters.join(ESCAPED_NOISE), "g");
}

/**
 * What makes a text from the server fit for an error: its control characters escaped (ordinary spaces kept), so that
 * it cannot rewrite a terminal or forge a line of a CI log; every configured key replaced by `[redacted]` (a server
 * may echo the AccessKey back, even split by control characters); then clipped to MAX_SERVER_TEXT characters.
 */
export function serverTextCleaner(keys: readonly string[]): (text: string) => string {
  const secrets = [...new Set(keys)].filter((key) => key !== "").map(keyPattern);
  return (text) => {
    const escaped = text.replace(CONTROL_CHARACTER, escapeControl);
    const redacted = secrets.reduce((clean, key) => clean.replace(key, "[redacted]"), escaped);
    if (redacted.length <= MAX_SERVER_TEXT) return redacted;
    return `${redacted.slice(0, MAX_SERVER_TEXT)}… (${redacted.length - MAX_SERVER_TEXT} more characters)`;
  };
}
