import { createHash, type Hash } from "node:crypto";
import { Readable, Transform, pipeline } from "node:stream";
import type { ContentFingerprint } from "../types";
import type { KnownBody, StreamBody } from "./stream-body";

/**
 * One attempt's content as it went out: counted, hashed unless the body's hash is known, and its fingerprint once it
 * was sent to its end.
 */
interface SentAttempt {
  hash?: Hash;
  bytes: number;
  whole?: ContentFingerprint;
}

/** What an attempt sent so far: without its own hash, the SHA-256 is empty (not known until the last byte). */
function fingerprintOf(attempt: SentAttempt): ContentFingerprint {
  return { sha256: attempt.hash?.copy().digest("hex") ?? "", bytes: attempt.bytes };
}

/**
 * The fingerprint of an attempt read to its end: its own hash, or the known one while the source is unchanged after
 * its last byte was read; empty where it changed, since what was sent is then not known.
 */
async function wholeFingerprint(attempt: SentAttempt, known: KnownBody | undefined): Promise<ContentFingerprint> {
  if (known === undefined) return fingerprintOf(attempt);
  return { sha256: (await known.unchanged()) ? known.sha256 : "", bytes: attempt.bytes };
}

/**
 * A stream body opened for each attempt through a hash: the fingerprint describes the bytes actually sent, even if
 * the source changed between attempts. A body with a known hash is not hashed: its last byte waits until the source
 * is found unchanged (or not), so that the server never holds the whole content before its fingerprint is known.
 */
export class SentContent {
  readonly #body: StreamBody;
  #latest?: SentAttempt;
  #lostAfterSending?: ContentFingerprint;

  readonly #stallSeconds: number;

  /** `stallSeconds`: how long an attempt may go without a byte moving before it fails. */
  constructor(body: StreamBody, stallSeconds: number) {
    this.#body = body;
    this.#stallSeconds = stallSeconds;
  }

  /** The declared length of the content. */
  get bytes(): number | undefined {
    return this.#body.bytes;
  }

  /** What the latest attempt sent so far, or whole; after a 2xx, the content the API took. */
  get latest(): ContentFingerprint | undefined {
    return this.#latest && (this.#latest.whole ?? fingerprintOf(this.#latest));
  }

  /** Whether the latest attempt handed its content to the connection up to its last byte. */
  get latestSentWhole(): boolean {
    return this.#latest?.whole !== undefined;
  }

  /**
   * The content of the latest lost attempt that had been sent to its end: what the server most likely holds from
   * this upload. Undefined when no lost attempt sent its content whole: then the server cannot hold it from them.
   */
  get lostAfterSending(): ContentFingerprint | undefined {
    return this.#lostAfterSending;
  }

  /** The latest attempt was lost after the server may have taken it (a dropped connection, a 5xx). */
  attemptLost(): void {
    if (this.#latest?.whole !== undefined) this.#lostAfterSending = this.#latest.whole;
  }

  /** The content from its start; destroying the returned stream destroys the source. */
  open(): Readable {
    const source = this.#body.open();
    const { bytes: declared, known } = this.#body;
    const attempt: SentAttempt = { ...(known === undefined && { hash: createHash("sha256") }), bytes: 0 };
    this.#latest = attempt;
    const stallMessage =
      `no byte of the content moved for timeoutSeconds (${this.#stallSeconds} s): its source or the connection stalled`;
    const stalled = () => hashing.destroy(Object.assign(new Error(stallMessage), { code: "UPLOAD_STALLED" }));
    const timer = setTimeout(stalled, this.#stallSeconds * 1000);
    const hashing = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        timer.refresh();
        attempt.hash?.update(chunk);
        attempt.bytes += chunk.length;
        // With a declared length the content is whole at its last byte, before the source finds its end: the server
        // may answer, or drop the connection, first.
        if (attempt.bytes !== declared) return done(null, chunk);
        wholeFingerprint(attempt, known).then((whole) => {
          attempt.whole = whole;
          done(null, chunk);
        }, done);
      },
      flush: (done) => {
        clearTimeout(timer);
        if (attempt.whole !== undefined || (declared !== undefined && attempt.bytes !== declared)) return done();
        wholeFingerprint(attempt, known).then((whole) => {
          attempt.whole = whole;
          done();
        }, done);
      },
    });
    hashing.once("close", () => clearTimeout(timer));
    return pipeline(source instanceof Readable ? source : Readable.from(source), hashing, () => {});
  }
}
