import path from 'node:path';
import type { Config } from '../config/config.js';
import type { BlobStore } from './blob-store.js';
import { localBlobStore } from './local.js';
import { s3BlobStore } from './s3.js';

/** The configured blob store: local disk under DATA_DIR/blobs, or S3-compatible storage. */
export function createBlobStore(config: Config): BlobStore {
  if (config.storage.driver === 's3') return s3BlobStore(config.storage.s3);
  return localBlobStore(path.join(config.dataDir, 'blobs'));
}
