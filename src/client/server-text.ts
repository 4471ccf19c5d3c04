/** Longest text from the server that an error message shows. */
export const MAX_SERVER_TEXT = 500;

/**
 * What makes a text from the server fit for an error: every configured key replaced by `[redacted]` (a server
 * may echo the AccessKey back), then clipped to MAX_SERVER_TEXT characters.
 */
export function serverTextCleaner(keys: readonly string[]): (text: string) => string {
  const secrets = [...new Set(keys)].filter((key) => key !== "");
  return (text) => {
    const redacted = secrets.reduce((clean, key) => clean.split(key).join("[redacted]"), text);
    if (redacted.length <= MAX_SERVER_TEXT) return redacted;
    return `${redacted.slice(0, MAX_SERVER_TEXT)}… (${redacted.length - MAX_SERVER_TEXT} more characters)`;
  };
}
