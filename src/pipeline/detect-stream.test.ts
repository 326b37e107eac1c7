import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { strToU8, zipSync } from 'fflate';
import { detectFormat } from './detect.js';
import { formatSniffer } from './detect-stream.js';
import { pngChunk } from '../../test/helpers/uploads.js';

const opts = { digitalEnabled: true };

const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A minimal Word document (with an optional media part, stored or deflated). */
function docx(media?: Uint8Array, level: 0 | 6 = 6): Buffer {
  const types = `<Types><Override PartName="/word/document.xml" ContentType="${WORD_TYPE}"/></Types>`;
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 | 6 }]> = { '[Content_Types].xml': strToU8(types), 'word/document.xml': strToU8('<w:document/>') };
  if (media) files['word/media/big.bin'] = [media, { level }];
  return Buffer.from(zipSync(files));
}

/** An OpenDocument file whose stored `mimetype` entry says `mime`. */
function odt(mime: string): Buffer {
  return Buffer.from(zipSync({ mimetype: [strToU8(mime), { level: 0 }], 'content.xml': strToU8('<office:document-content/>') }));
}

/** The streamed verdict for `bytes` delivered in pieces of `size`. */
function sniff(bytes: Uint8Array, name: string, size: number) {
  const s = formatSniffer(name, opts);
  if (!s) return { ok: false, reason: 'unsupported_type' };
  for (let i = 0; i < bytes.length; i += size) s.update(bytes.subarray(i, i + size));
  return s.finish();
}

function png(extra: Buffer[] = [], pixels = 64): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(pixels, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', zlib.deflateSync(crypto.randomBytes(pixels * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('formatSniffer', () => {
  const zip = Buffer.from(zipSync({ 'a.txt': strToU8('hello') }));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
  const cases: [string, Buffer][] = [
    ['a.pdf', pdf],
    ['big.pdf', Buffer.concat([pdf, crypto.randomBytes(300_000)])],
    ['poly.pdf', Buffer.concat([pdf, crypto.randomBytes(200_000), zip])],
    ['a.png', png()],
    ['chunky.png', png([pngChunk('tEXt', crypto.randomBytes(150_000))])],
    ['zipchunk.png', png([pngChunk('zzZp', Buffer.concat([crypto.randomBytes(70_001), zip]))])],
    ['tail.png', Buffer.concat([png(), zip])],
    ['bad-first.png', png().subarray(0, 8)],
    ['cut.png', png().subarray(0, 40)],
    ['a.txt', Buffer.from('héllo wörld '.repeat(5000))],
    ['nul.txt', Buffer.from('abc\u0000def')],
    ['latin1.txt', Buffer.from('caf\u00e9', 'latin1')],
    ['empty.txt', Buffer.alloc(0)],
    ['a.zip', zip],
    ['a.docx', zip],
    ['a.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), crypto.randomBytes(100_000)])],
    ['real.docx', docx()],
    ['real.xlsx', docx()],
    ['stored.docx', docx(crypto.randomBytes(200_000), 0)],
    ['no-types.docx', Buffer.from(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))],
    ['a.odt', odt('application/vnd.oasis.opendocument.text')],
    ['wrong.odt', odt('application/vnd.oasis.opendocument.spreadsheet')],
  ];

  it('gives the whole-file verdict whatever the piece size', () => {
    for (const [name, bytes] of cases) {
      const want = detectFormat(bytes, name, opts);
      for (const size of [1, 5, 4096, 1 << 20]) {
        if (size === 1 && bytes.length > 50_000) continue;
        assert.deepEqual(sniff(bytes, name, size), want, `${name} by ${size}`);
      }
    }
  });

  it('judges a 100 MiB Office file while keeping only a few bytes of it', () => {
    const big = docx(crypto.randomBytes(100 * 1024 * 1024), 0);
    const s = formatSniffer('big.docx', opts)!;
    const base = process.memoryUsage().arrayBuffers;
    let growth = 0;
    for (let i = 0; i < big.length; i += 64 * 1024) {
      s.update(big.subarray(i, i + 64 * 1024));
      if (i % (8 << 20) === 0) growth = Math.max(growth, process.memoryUsage().arrayBuffers - base);
    }
    assert.deepEqual(s.finish(), detectFormat(docx(), 'small.docx', opts));
    assert.ok(growth < 16 * 1024 * 1024, `the sniffer held ${growth} bytes`);
  });

    it('refuses a name whose extension is not accepted before any byte', () => {
    assert.equal(formatSniffer('a.exe', opts), null);
    assert.equal(formatSniffer('a.docx', { digitalEnabled: false }), null);
  });
});
