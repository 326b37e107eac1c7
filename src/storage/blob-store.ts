import type { Readable } from 'node:stream';

/** Bytes as they come: a stream's chunks, or chunks already in memory. */
export type ByteSource = AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** Where document bytes live; keys are generated ids, never client file names. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Writes the bytes of `source` as they come; on any failure nothing of the key is left behind. */
  putStream(key: string, source: ByteSource): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  stream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A new random blob key, e.g. `ab/abcdef…`. */
export function newBlobKey(): string {
  const id = crypto.randomUUID().replace(/-/g, '');
  return `${id.slice(0, 2)}/${id}`;
}
