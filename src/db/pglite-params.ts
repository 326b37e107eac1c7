import { PGlite } from '@electric-sql/pglite';

/** Default shared buffer pool of the embedded database, in MiB (PostgreSQL's own default is 128). */
export const DEFAULT_SHARED_BUFFERS_MB = 16;

/**
 * PGlite's start parameters with the shared buffer pool set: the pool lives in the process's
 * WebAssembly memory and is touched as it fills, so its size is resident memory of the service.
 * The WAL buffers stay at the 4 MB PostgreSQL derives from its default pool: derived from a small
 * pool they would be 512 kB, and short write-heavy bursts measured twice as slow.
 */
export function pgliteStartParams(sharedBuffersMb: number = DEFAULT_SHARED_BUFFERS_MB): string[] {
  const mb = Number.isInteger(sharedBuffersMb) && sharedBuffersMb > 0 ? sharedBuffersMb : DEFAULT_SHARED_BUFFERS_MB;
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${mb}MB`, '-c', 'wal_buffers=4MB'];
}
