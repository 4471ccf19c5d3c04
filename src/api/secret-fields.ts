/**
 * Whether a field of the API's answers holds a secret, by its name: a password (or part of one), a key that grants
 * access, a signing secret or a token. Public keys, key types and tags, and paging tokens are not secrets.
 */
export function isSecretField(name: string): boolean {
  const lower = name.toLowerCase();
  if (/^(publickey|keytype|keytag|continuationtoken|starttoken|errorkey)$/.test(lower)) return false;
  return (
    lower.includes("password") ||
    lower.includes("secret") ||
    /(^|api|access|security|signing|certificate|private)key$/.test(lower) ||
    /(^|reset|forwarding)token$/.test(lower)
  );
}
