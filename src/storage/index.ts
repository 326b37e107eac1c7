import path from 'node:path';
import type { Config } from '../config/config.js';
import type { BlobStore } from './blob-store.js';
import { localBlobStore } from './local.js';
import type { S3Options } from './s3.js';

/**
 * The S3 store, its client library loaded on first use: the library is large (tens of MiB
 * resident), and a service on local disk never needs it.
 */
function lazyS3BlobStore(o: S3Options): BlobStore {
  let store: Promise<BlobStore> | null = null;
  const open = () => (store ??= import('./s3.js').then((m) => m.s3BlobStore(o)));
  return {
    kind: 's3',
    put: async (k, bytes) => (await open()).put(k, bytes),
    putStream: async (k, source) => (await open()).putStream(k, source),
    get: async (k) => (await open()).get(k),
    stream: async (k) => (await open()).stream(k),
    delete: async (k) => (await open()).delete(k),
    exists: async (k) => (await open()).exists(k),
  };
}

/** The configured blob store: local disk under DATA_DIR/blobs, or S3-compatible storage. */
export function createBlobStore(config: Config): BlobStore {
  if (config.storage.driver === 's3') return lazyS3BlobStore(config.storage.s3);
  return localBlobStore(path.join(config.dataDir, 'blobs'));
}
