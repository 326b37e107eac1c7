import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makePdf, pngWithChunk, uploadForm, uploadJson } from '../helpers/uploads.js';

const MIB = 1024 * 1024;
// a cap big enough that the whole base64 string is several MiB
const CAP = 5 * MIB;

/** A real PDF padded to exactly `size` bytes (trailing bytes after %%EOF are ignored by readers). */
function paddedPdf(size: number): Buffer {
  const pdf = makePdf();
  return Buffer.concat([pdf, crypto.randomBytes(size - pdf.length)]);
}

describe('hostile uploads: big base64 bodies and polyglots', () => {
  let t: TestApp;
  let small: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  let s: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    small = await createTestApp({ MAX_UPLOAD_BYTES: String(CAP) });
    o = await makeOrg(t.services);
    s = await makeOrg(small.services);
  });
  after(async () => {
    await t.close();
    await small.close();
  });

  it('lists a base64 file decoding to the cap + 1..3 bytes as too_large, and accepts one at the cap', async () => {
    const chat = await makeChat(small, s.auth);
    const base = paddedPdf(CAP + 3);
    for (const extra of [3, 2, 1]) {
      const r = await uploadJson(small, s.auth, chat, [{ name: `over${extra}.pdf`, bytes: base.subarray(0, CAP + extra) }]);
      assert.equal(r.statusCode, 201, r.body);
      assert.deepEqual(r.json().skipped_unsupported, [{ file_name: `over${extra}.pdf`, reason: 'too_large' }]);
      assert.deepEqual(r.json().created, []);
    }
    const ok = await uploadJson(small, s.auth, chat, [{ name: 'exact.pdf', bytes: base.subarray(0, CAP) }]);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().created.length, 1);
  });

  it('accepts base64 uploads of 5 MiB and 20 MiB (a padded PDF and a noisy PNG)', async () => {
    const chat = await makeChat(t, o.auth);
    const pdf = paddedPdf(5 * MIB);
    const side = 2700;
    const png = await sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    assert.ok(png.length >= 20 * MIB, `png is ${png.length} bytes`);
    const r = await uploadJson(t, o.auth, chat, [{ name: 'five.pdf', bytes: pdf }, { name: 'twenty.png', bytes: png }]);
    assert.equal(r.statusCode, 201, r.body);
    assert.deepEqual(r.json().created.map((a: any) => a.file_name), ['five.pdf', 'twenty.png']);
    assert.deepEqual(r.json().skipped_unsupported, []);
    const sizes = await t.db.query<{ size_bytes: string }>(
      `SELECT a.size_bytes::text FROM attachments a JOIN chats c ON c.id = a.chat_id WHERE c.public_id = $1 ORDER BY a.id`, [chat]);
    assert.deepEqual(sizes.rows.map((x) => Number(x.size_bytes)), [pdf.length, png.length]);
  });

  it('still refuses base64 that is not base64, whatever its size', async () => {
    const chat = await makeChat(t, o.auth);
    const good = paddedPdf(3 * MIB).toString('base64');
    for (const bad of [good.slice(0, -5) + '!' + good.slice(-4), 'QUJD=', 'QU=JD', good + 'A']) {
      const r = await t.app.inject({ method: 'POST', url: `/api/v2/chats/${chat}/attachments/`, headers: o.auth, payload: { files: [{ file_name: 'a.pdf', content_base64: bad }] } });
      assert.equal(r.statusCode, 400, r.body.slice(0, 200));
      assert.equal(r.json().code, 'validation_error');
    }
  });

  it('refuses a PNG that carries a real zip in an ancillary chunk (multipart and JSON)', async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 10, b: 10 } } }).png().toBuffer();
    const zip = Buffer.from(zipSync({ 'payload.html': strToU8('<script>alert(1)</script>') }));
    const poly = pngWithChunk(png, 'zzZp', zip);
    // the polyglot is a PNG an image decoder reads...
    assert.equal((await sharp(poly).metadata()).format, 'png');
    const chat = await makeChat(t, o.auth);
    const m = await uploadForm(t, o.auth, chat, [{ name: 'poly.png', bytes: poly }, { name: 'plain.png', bytes: png }]);
    assert.equal(m.statusCode, 201, m.body);
    assert.deepEqual(m.json().skipped_unsupported, [{ file_name: 'poly.png', reason: 'unsupported_type' }]);
    assert.deepEqual(m.json().created.map((a: any) => a.file_name), ['plain.png']);
    const j = await uploadJson(t, o.auth, chat, [{ name: 'poly2.png', bytes: poly }]);
    assert.deepEqual(j.json().skipped_unsupported, [{ file_name: 'poly2.png', reason: 'unsupported_type' }]);
  });
});
