import { PGlite } from '@electric-sql/pglite';

/** Default shared buffer pool of the embedded database, in MiB (PostgreSQL's own default is 128). */
export const DEFAULT_SHARED_BUFFERS_MB = 16;

/**
 * PGlite's start parameters with the shared buffer pool set: the pool lives in the process's
 * WebAssembly memory and is touched as it fills, so its size is resident memory of the service.
 * The WAL buffers stay at the 4 MB PostgreSQL derives from its default pool: derived from a small
 * pool they would be 512 kB, and short write-heavy bursts measured twice as slow.
 * `structa.change_notify=off` turns off the change trigger's notification (migrations 0135 and
 * 0137): the embedded database has one writer, whose database port sees every write. The full-text
 * index's list of pending entries is merged into the index at 64 kB instead of 4 MB: with no
 * autovacuum to merge it in the background, the insert that finds it full does it, and merging 4 MB
 * at a time cost twice as much per document's chunks (docs/dispatch.md); searches read a shorter list.
 */
export function pgliteStartParams(sharedBuffersMb: number = DEFAULT_SHARED_BUFFERS_MB): string[] {
  const mb = Number.isInteger(sharedBuffersMb) && sharedBuffersMb > 0 ? sharedBuffersMb : DEFAULT_SHARED_BUFFERS_MB;
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${mb}MB`, '-c', 'wal_buffers=4MB', '-c', 'gin_pending_list_limit=64kB', '-c', 'structa.change_notify=off'];
}
