import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store.js';

const KEY = /^[a-z0-9]{2}\/[a-z0-9]{8,64}$/;

export interface S3Options {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

function statusOf(e: unknown): number | undefined {
  return (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/** Blobs as objects in an S3-compatible bucket; a put is atomic, so no partial object is ever visible. */
export function s3BlobStore(o: S3Options): BlobStore {
  const client = new S3Client({
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } } : {}),
    // self-hosted S3 servers often lack the newer optional checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (k: string) => {
    if (!KEY.test(k)) throw new Error('invalid blob key');
    return k;
  };
  return {
    kind: 's3',
    async put(k, bytes) {
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key(k), Body: bytes, ContentLength: bytes.length }));
    },
    async putStream(k, source) {
      // an object's length must be known when it is sent: the bytes are spooled to a local temp file first
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'structa-spool-'));
      const tmp = path.join(dir, 'blob');
      try {
        await pipeline(Readable.from(source, { objectMode: false }), fs.createWriteStream(tmp, { flags: 'wx' }));
        const { size } = await fs.promises.stat(tmp);
        await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key(k), Body: fs.createReadStream(tmp), ContentLength: size }));
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
    async get(k) {
      const r = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key(k) }));
      return r.Body!.transformToByteArray();
    },
    async stream(k): Promise<Readable> {
      const r = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key(k) }));
      const body = r.Body as unknown;
      return body instanceof Readable ? body : Readable.from(Buffer.from(await r.Body!.transformToByteArray()));
    },
    async delete(k) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: key(k) }));
    },
    async exists(k) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: o.bucket, Key: key(k) }));
        return true;
      } catch (e) {
        if (statusOf(e) === 404) return false;
        throw e;
      }
    },
  };
}
