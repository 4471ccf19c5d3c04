/**
 * Read size for streaming a file (hashing, uploading): with Node's default 64 KiB reads, streaming costs about twice
 * the CPU of 1 MiB reads.
 */
export const FILE_READ_BYTES = 1024 * 1024;
