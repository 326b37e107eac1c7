import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { decodeBase64 } from './json-upload-stream.js';

/** Splits text into pieces of `size` characters, as a stream would deliver them. */
async function* pieces(s: string, size: number): AsyncGenerator<string> {
  for (let i = 0; i < s.length; i += size) yield s.slice(i, i + size);
}

async function decode(s: string, size = 7): Promise<Buffer | null> {
  const out: Buffer[] = [];
  try {
    for await (const b of decodeBase64(pieces(s, size), '/x')) out.push(b);
  } catch (e) {
    if ((e as { code?: string }).code === 'validation_error') return null;
    throw e;
  }
  return Buffer.concat(out);
}

describe('decodeBase64 (streamed)', () => {
  it('decodes standard base64, padded or not, whatever the piece size', async () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      const bytes = crypto.randomBytes(n);
      const s = bytes.toString('base64');
      for (const size of [1, 3, 4, 7, 4096]) {
        assert.deepEqual(await decode(s, size), bytes, `${s} by ${size}`);
        assert.deepEqual(await decode(s.replace(/=+$/, ''), size), bytes, `unpadded ${s} by ${size}`);
      }
    }
    assert.deepEqual(await decode('+/+/'), Buffer.from('+/+/', 'base64'));
  });

  it('refuses other alphabets, stray padding and impossible lengths', async () => {
    for (const bad of ['QUJD=', 'QU=JD', 'QUJDR', 'Q===', 'QU JD', 'QUJD\n', '-_-_', 'QUJ\u00e9', '=QUJ', 'QUJD==']) {
      for (const size of [1, 2, 100]) assert.equal(await decode(bad, size), null, `${JSON.stringify(bad)} by ${size}`);
    }
  });

  it('decodes many megabytes piece by piece', async () => {
    const bytes = crypto.randomBytes(30 * 1024 * 1024 + 1);
    const s = bytes.toString('base64');
    assert.deepEqual(await decode(s, 65_536), bytes);
    assert.equal(await decode(`${s.slice(0, 1000)}*${s.slice(1001)}`, 65_536), null);
  });
});
