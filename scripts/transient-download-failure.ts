/** What pip, Maven, npm and go print when a download failed for a reason that a second attempt may not meet. */
const transientFailure =
  /ConnectionError|Could not transfer artifact|Connection reset|ReadTimeoutError|Read timed out|Temporary failure in name resolution|ECONNRESET|ETIMEDOUT|EAI_AGAIN|TLS handshake timeout|i\/o timeout|connection reset by peer|unexpected EOF/;

/** Whether a failed download step's output shows a network hiccup, which a second attempt may not meet. */
export function isTransientDownloadFailure(printed: string): boolean {
  return transientFailure.test(printed);
}
