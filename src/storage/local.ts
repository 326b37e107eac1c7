import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore, ByteSource } from './blob-store.js';

const KEY = /^[a-z0-9]{2}\/[a-z0-9]{8,64}$/;

/** Blobs up to this size are read at once, without the thread pool (see readSmall). */
export const SYNC_READ_MAX = 1 << 20;

/**
 * The file's bytes when it holds at most SYNC_READ_MAX, read with synchronous calls (open, size,
 * read, close: microseconds for a small file in the page cache); null when it is larger. An
 * asynchronous read takes four turns through the thread pool, each waiting for the main thread,
 * which on the embedded database is often running a statement: 6 ms of a two-page PDF's run went
 * to reading its few kilobytes (docs/dispatch.md, eighth pass). The bytes own their buffer (it is
 * moved to the parse worker).
 */
function readSmall(f: string): Uint8Array | null {
  const fd = fs.openSync(f, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (size > SYNC_READ_MAX) return null;
    const bytes = new Uint8Array(size);
    let at = 0;
    while (at < size) {
      const n = fs.readSync(fd, bytes, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    return at === size ? bytes : bytes.slice(0, at);
  } finally {
    fs.closeSync(fd);
  }
}

/** Blobs as files under root; writes go to a temp file and are renamed so no partial blob is ever visible. */
export function localBlobStore(root: string): BlobStore {
  fs.mkdirSync(root, { recursive: true });
  const file = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid blob key');
    return path.join(root, key);
  };
  async function putStream(key: string, source: ByteSource): Promise<void> {
    const f = file(key);
      const tmp = `${f}.${process.pid}.${Date.now()}.tmp`;
      // the key's directory is made only when it is missing (one call fewer per blob once it exists);
      // the temp file is opened before the source is read, so it can be opened again after that
      const handle = await fs.promises.open(tmp, 'wx').catch(async (e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
        await fs.promises.mkdir(path.dirname(f), { recursive: true });
        return fs.promises.open(tmp, 'wx');
      });
      try {
        await pipeline(Readable.from(source, { objectMode: false }), handle.createWriteStream());
        await fs.promises.rename(tmp, f);
      } catch (e) {
        // a full disk or a failed source leaves no partial file
        await fs.promises.rm(tmp, { force: true });
        throw e;
      }
  }
  return {
    kind: 'local',
    put: (key, bytes) => putStream(key, [bytes]),
    putStream,
    async get(key) {
      const f = file(key);
      return readSmall(f) ?? new Uint8Array(await fs.promises.readFile(f));
    },
    async stream(key): Promise<Readable> {
      const f = file(key);
      await fs.promises.access(f);
      return fs.createReadStream(f);
    },
    async delete(key) {
      await fs.promises.rm(file(key), { force: true });
    },
    async exists(key) {
      return fs.promises.access(file(key)).then(
        () => true,
        () => false,
      );
    },
  };
}
