/** Content streamed as a request body: opened from its start for every attempt. */
export interface StreamBody {
  /** Opens the content from its start: called once per attempt. */
  open: () => NodeJS.ReadableStream;
  /** Content length; without it the body is sent chunked. */
  bytes?: number;
  /** The content's SHA-256 known beforehand: the attempts do not hash what they send (see KnownBody). */
  known?: KnownBody;
}

/** A body whose SHA-256 is known while its source stays unchanged. */
export interface KnownBody {
  /** SHA-256 (hex) of the content. */
  sha256: string;
  /** Whether the source is still the content of `sha256`: asked once an attempt has read its last byte. */
  unchanged: () => Promise<boolean>;
}
