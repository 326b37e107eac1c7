import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makePdf, uploadForm, uploadJson } from '../helpers/uploads.js';

/** Every file under dir (the blob store's files, temp files included). */
function files(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A real PDF padded to `size` bytes. */
function bigPdf(size: number): Buffer {
  const pdf = makePdf();
  return Buffer.concat([pdf, crypto.randomBytes(size - pdf.length)]);
}

// the blob store's directory becomes a 1 MiB file system: a bigger upload really runs out of space
function mountTiny(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('uploads on a full disk', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let blobs: string;
  let mounted = false;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
    blobs = path.join(t.dataDir, 'blobs');
    mounted = mountTiny(blobs);
  });
  after(async () => {
    if (mounted) execFileSync('umount', [blobs]);
    await t.close();
  });

  const rows = async (chat: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE c.public_id = $1`, [chat])).rows[0].n);

  it('answers 507 insufficient_storage and keeps nothing, multipart and JSON, with a file that fitted before it', async (ctx) => {
    if (!mounted) return ctx.skip('mounting a small file system needs root');
    const chat = await makeChat(t, o.auth);
    const small = makePdf();
    const big = bigPdf(2 * 1024 * 1024);
    const multipart = await uploadForm(t, o.auth, chat, [{ name: 'small.pdf', bytes: small }, { name: 'big.pdf', bytes: big }]);
    assert.equal(multipart.statusCode, 507, multipart.body);
    assert.equal(multipart.json().code, 'insufficient_storage');
    assert.deepEqual(files(blobs), []);
    const json = await uploadJson(t, o.auth, chat, [{ name: 'small.pdf', bytes: small }, { name: 'big.pdf', bytes: big }]);
    assert.equal(json.statusCode, 507, json.body);
    assert.equal(json.json().code, 'insufficient_storage');
    assert.deepEqual(files(blobs), []);
    assert.equal(await rows(chat), 0);
    // with the space back, the same files are stored
    const ok = await uploadForm(t, o.auth, chat, [{ name: 'small.pdf', bytes: small }]);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(files(blobs).length, 1);
  });
});
