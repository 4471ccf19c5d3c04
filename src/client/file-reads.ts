/**
 * Read size for hashing a file: with Node's default 64 KiB reads, hashing costs about twice the CPU of 1 MiB reads.
 */
export const FILE_READ_BYTES = 1024 * 1024;

/**
 * Read size for uploading a file: each read goes to the socket while it is still in the processor's cache. Against
 * `curl -T` (figure 1 of `npm run bench`), 256 KiB reads sent at 0.92x its pace where 1 MiB reads sent at 0.875x
 * (medians of four runs each); 64 KiB reads cost more in Node's streams than they save.
 */
export const UPLOAD_READ_BYTES = 256 * 1024;
