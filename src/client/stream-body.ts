/** Content streamed as a request body: opened from its start for every attempt. */
export interface StreamBody {
  /** Opens the content from its start: called once per attempt. */
  open: () => NodeJS.ReadableStream;
  /** Content length; without it the body is sent chunked. */
  bytes?: number;
}
