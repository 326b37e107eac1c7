import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { zipSync } from 'fflate';
import { RecogniseError, recognise, shutdownRecognition } from './index.js';
import { makeDocx, makePdf, makeZip } from '../../../test/helpers/recognise-fixtures.js';
import { readZip } from '../zip.js';

const opts = { languages: ['eng'], maxPages: 50, maxPixels: 40_000_000, timeoutMs: 30_000, memoryMb: 256 };

after(shutdownRecognition);

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof RecogniseError, String(err));
    return err.code;
  }
  return 'ok';
}

function pngHeader(w: number, h: number): Uint8Array {
  const b = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return b;
}

function jpegHeader(w: number, h: number): Uint8Array {
  return Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 255, w >> 8, w & 255, 0x01, 0x01, 0x11, 0x00, ...Array(30).fill(0)]);
}

function tiffHeader(w: number, h: number): Uint8Array {
  const b = Buffer.alloc(64);
  b.write('II', 0, 'latin1');
  b.writeUInt16LE(42, 2);
  b.writeUInt32LE(8, 4);
  b.writeUInt16LE(2, 8);
  [[256, w], [257, h]].forEach(([tag, v], i) => {
    const e = 10 + i * 12;
    b.writeUInt16LE(tag, e);
    b.writeUInt16LE(4, e + 2);
    b.writeUInt32LE(1, e + 4);
    b.writeUInt32LE(v, e + 8);
  });
  b.writeUInt32LE(0, 34);
  return b;
}

describe('hostile inputs', () => {
  it('refuses 30000x30000 image headers before decoding', async () => {
    assert.equal(await code(recognise(pngHeader(30000, 30000), 'png', opts)), 'pixel_limit');
    assert.equal(await code(recognise(jpegHeader(30000, 30000), 'jpg', opts)), 'pixel_limit');
    assert.equal(await code(recognise(tiffHeader(30000, 30000), 'tiff', opts)), 'pixel_limit');
  });

  it('refuses a pixel bomb image inside a scanned PDF page', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Resources<</XObject<</Im0 4 0 R>>>>/Contents 5 0 R>>endobj\n' +
        '4 0 obj<</Type/XObject/Subtype/Image/Width 30000/Height 30000/ColorSpace/DeviceGray/BitsPerComponent 8/Length 1>>stream\nx\nendstream endobj\n' +
        '5 0 obj<</Length 31>>stream\nq 612 0 0 792 0 0 cm /Im0 Do Q\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    assert.equal(await code(recognise(pdf, 'pdf', opts)), 'pixel_limit');
  });

  it('refuses a page tree that claims 2147483647 pages', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 2147483647>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );
    assert.equal(await code(recognise(pdf, 'pdf', opts)), 'too_many_pages');
  });

  it('repairs or refuses a broken xref, never hangs', async () => {
    const good = Buffer.from(makePdf([['Invoice 42 for repair testing purposes']]));
    const text = good.toString('latin1').replace(/startxref\s+\d+/, 'startxref 999999');
    const c = await code(recognise(Buffer.from(text, 'latin1'), 'pdf', opts));
    assert.ok(['ok', 'corrupt_file'].includes(c), c);
    assert.equal(await code(recognise(Buffer.from('%PDF-1.7\ngarbage'), 'pdf', opts)), 'corrupt_file');
  });

  it('stops a zip bomb while inflating and caps the entry count', async () => {
    const big = new Uint8Array(64 * 1024 * 1024);
    const bomb = zipSync({ 'word/document.xml': big }, { level: 9 });
    assert.ok(bomb.length < 1024 * 1024);
    assert.throws(() => readZip(bomb, () => true, { maxEntries: 10, maxInflated: 8 * 1024 * 1024 }), (e: RecogniseError) => e.code === 'zip_bomb');
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 30; i++) many[`f${i}.xml`] = new Uint8Array(1);
    assert.throws(() => readZip(zipSync(many), () => true, { maxEntries: 20, maxInflated: 1e6 }), (e: RecogniseError) => e.code === 'zip_bomb');
  });

  it('keeps ../../x and __proto__ entry names as inert map keys', async () => {
    const z = makeZip({ '../../x': 'a', __proto__: 'b', 'word/document.xml': '<w:document xmlns:w="w"><w:body/></w:document>' } as Record<string, string>);
    const files = readZip(z, () => true);
    assert.equal(files.size >= 2, true);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const d = await recognise(z, 'docx', opts);
    assert.equal(d.pageCount, 1);
  });

  it('rejects DOCTYPE and billion-laughs Office XML', async () => {
    const laughs = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>';
    assert.equal(await code(recognise(makeDocx(laughs), 'docx', opts)), 'xml_doctype');
    assert.equal(await code(recognise(makeDocx('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'), 'docx', opts)), 'xml_doctype');
  });

  it('terminates a parse that exceeds the timeout', async () => {
    const rows = 'a,b,c,d,e,f,g,h\n'.repeat(400_000);
    const c = await code(recognise(new TextEncoder().encode(rows), 'csv', { ...opts, timeoutMs: 20 }));
    assert.equal(c, 'parse_timeout');
    const e = new RecogniseError('parse_timeout', 'x');
    assert.equal(e.permanent, true);
    assert.equal(new RecogniseError('internal', 'x').permanent, false);
  });

  it('stops a parse that exceeds its memory limit', async () => {
    const rows = 'alpha,beta,gamma,delta,epsilon,zeta,eta,theta\n'.repeat(300_000);
    const c = await code(recognise(new TextEncoder().encode(rows), 'csv', { ...opts, memoryMb: 32, timeoutMs: 120_000 }));
    assert.equal(c, 'memory_limit');
  });

  it('stops when the caller aborts, and that failure may be retried', async () => {
    const ac = new AbortController();
    const rows = 'a,b,c,d,e,f,g,h\n'.repeat(400_000);
    const p = recognise(new TextEncoder().encode(rows), 'csv', { ...opts, signal: ac.signal });
    ac.abort();
    assert.equal(await code(p), 'aborted');
    assert.equal(new RecogniseError('aborted', 'x').permanent, false);
  });

  it('refuses unknown formats and missing OCR languages', async () => {
    assert.equal(await code(recognise(new Uint8Array(4), 'exe', opts)), 'unsupported_format');
    assert.equal(await code(recognise(new Uint8Array(4), 'png', { ...opts, languages: ['xqz'] })), 'language_unavailable');
  });
});
