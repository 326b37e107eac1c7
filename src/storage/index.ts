import path from 'node:path';
import type { Config } from '../config/config.js';
import type { BlobStore } from './blob-store.js';
import { localBlobStore } from './local.js';

/** The configured blob store: local disk under DATA_DIR/blobs, or S3-compatible storage. */
export function createBlobStore(config: Config): BlobStore {
  if (config.storage.driver === 's3') throw new Error('S3 storage is not available in this build');
  return localBlobStore(path.join(config.dataDir, 'blobs'));
}
