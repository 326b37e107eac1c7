import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { localBlobStore, SYNC_READ_MAX } from './local.js';

describe('local blob store', () => {
  it('reads back small and large blobs whole, each in a buffer of its own, and refuses a missing one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-blobs-'));
    try {
      const store = localBlobStore(root);
      const sizes = [0, 1, 4096, SYNC_READ_MAX, SYNC_READ_MAX + 1, 3 * SYNC_READ_MAX + 7];
      for (const [i, size] of sizes.entries()) {
        const bytes = new Uint8Array(size).map((_, k) => (k * 31 + i) & 0xff);
        const key = `ab/blob${String(i).padStart(8, '0')}`;
        await store.put(key, bytes);
        const got = await store.get(key);
        assert.equal(got.byteLength, size);
        assert.deepEqual(Buffer.from(got), Buffer.from(bytes));
        // the bytes are moved to a parse worker: they must be the whole of their buffer
        assert.equal(got.byteOffset, 0);
        assert.equal(got.buffer.byteLength, size);
      }
      await assert.rejects(store.get('ab/missing00'), (e: NodeJS.ErrnoException) => e.code === 'ENOENT');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
