import { createHash } from "node:crypto";

/**
 * Where the process keeps what one key of one API shares (429 pauses, read answers): the API's address, then a digest
 * of the key, on two lines; the key itself is never held.
 */
export function keyScope(address: string, key: string): string {
  return `${address}\n${createHash("sha256").update(key).digest("hex")}`;
}
