/** Bytes of a file's start that {@link isVideoContainer} looks at: an MPEG transport stream's second sync byte. */
export const CONTAINER_SIGNATURE_BYTES = 189;

/** ISO base media boxes that open an MP4, MOV, M4V or 3GP file (bytes 4 to 7). */
const ISO_BOXES = new Set(["ftyp", "moov", "mdat", "wide"]);

/**
 * Whether `head`, the start of a file, opens with the signature of a video container: ISO base media (MP4, MOV),
 * Matroska or WebM, AVI, MPEG program or transport stream, FLV, Ogg or ASF (WMV). A stand-in for an encoder that
 * cannot read anything else.
 */
export function isVideoContainer(head: Buffer): boolean {
  const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
  const bytes = (...values: number[]) => values.every((value, index) => head[index] === value);
  return (
    ISO_BOXES.has(ascii(4, 8)) ||
    bytes(0x1a, 0x45, 0xdf, 0xa3) ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "AVI ") ||
    bytes(0x00, 0x00, 0x01, 0xba) ||
    (head[0] === 0x47 && head[188] === 0x47) ||
    ascii(0, 3) === "FLV" ||
    ascii(0, 4) === "OggS" ||
    bytes(0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11)
  );
}
