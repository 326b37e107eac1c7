import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { detectFormat, extensionOf } from './detect.js';
import { makeDocx, makeOdt, makePdf, makePng, makeZip, pngWithChunk } from '../../test/helpers/uploads.js';

const off = { digitalEnabled: false };

const on = { digitalEnabled: true };

describe('detectFormat', () => {
  it('judges the extension case-insensitively on the last suffix', () => {
    assert.equal(extensionOf('A.PDF'), 'pdf');
    assert.equal(extensionOf('a.pdf.exe'), 'exe');
    assert.equal(extensionOf('.pdf'), '');
    assert.equal(extensionOf('pdf'), '');
    assert.equal(extensionOf('a.'), '');
    assert.deepEqual(detectFormat(makePdf(), 'A.PDF', off), { ok: true, format: 'pdf', mime: 'application/pdf' });
    assert.deepEqual(detectFormat(makePdf(), 'a.pdf.exe', off), { ok: false, reason: 'unsupported_type' });
  });

  it('accepts the scan formats by their magic bytes', () => {
    const cases: [string, Buffer][] = [
      ['x.png', makePng()],
      ['x.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])],
      ['x.JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 2, 0xff, 0xd9])],
      ['x.tif', Buffer.from([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])],
      ['x.tiff', Buffer.from([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8])],
      ['x.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['x.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
      ['x.bmp', Buffer.concat([Buffer.from('BM'), Buffer.alloc(12), Buffer.from([40, 0, 0, 0]), Buffer.alloc(36)])],
    ];
    for (const [name, bytes] of cases) assert.equal(detectFormat(bytes, name, off).ok, true, name);
  });

  it('refuses bytes that contradict the extension', () => {
    assert.equal(detectFormat(Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf', off).ok, false);
    assert.equal(detectFormat(makePng(), 'x.pdf', off).ok, false);
    assert.equal(detectFormat(makePdf(), 'x.png', off).ok, false);
    assert.equal(detectFormat(Buffer.alloc(0), 'x.pdf', off).ok, false);
    assert.equal(detectFormat(Buffer.from('GIF89a'), 'x.bmp', off).ok, false);
  });

  it('refuses polyglots: an image or PDF that is also a zip, a PNG with trailing data', () => {
    assert.equal(detectFormat(Buffer.concat([makePng(), makeZip()]), 'x.png', off).ok, false);
    assert.equal(detectFormat(Buffer.concat([makePng(), Buffer.from('<script>')]), 'x.png', off).ok, false);
    assert.equal(detectFormat(Buffer.concat([makePdf(), makeZip()]), 'x.pdf', off).ok, false);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0xff, 0xd9]);
    assert.equal(detectFormat(Buffer.concat([jpeg, makeZip()]), 'x.jpg', off).ok, false);
    assert.equal(detectFormat(makePng().subarray(0, 30), 'x.png', off).ok, false);
  });

  it('refuses images that carry a real zip inside their own structure (ancillary chunk, comment, RIFF chunk)', async () => {
    const zip = Buffer.from(zipSync({ 'payload.html': strToU8('<script>alert(1)</script>') }));
    const img = sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 120, b: 200 } } });
    const png = await img.clone().png().toBuffer();
    const gif = await img.clone().gif().toBuffer();
    const webp = await img.clone().webp().toBuffer();
    const tiff = await img.clone().tiff().toBuffer();
    for (const [name, bytes] of [['x.png', png], ['x.gif', gif], ['x.webp', webp], ['x.tiff', tiff]] as const) {
      assert.equal(detectFormat(bytes, name, off).ok, true, `plain ${name}`);
    }
    // PNG: a private ancillary chunk with a correct CRC, before IEND; and the same zip early, with a big chunk after it
    assert.equal(detectFormat(pngWithChunk(png, 'zzZp', zip), 'x.png', off).ok, false, 'zip in an ancillary chunk');
    const early = pngWithChunk(pngWithChunk(png, 'zzZp', zip), 'tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(100_000, 0x61)]));
    assert.equal(detectFormat(early, 'x.png', off).ok, false, 'zip in an ancillary chunk far from the tail');
    assert.equal(detectFormat(pngWithChunk(png, 'tEXt', Buffer.from('Comment\0a harmless PK note')), 'x.png', off).ok, true);
    // GIF: the zip in a comment extension before the trailer
    const blocks: Buffer[] = [];
    for (let i = 0; i < zip.length; i += 255) {
      const part = zip.subarray(i, i + 255);
      blocks.push(Buffer.from([part.length]), part);
    }
    const gifPoly = Buffer.concat([gif.subarray(0, gif.length - 1), Buffer.from([0x21, 0xfe]), ...blocks, Buffer.from([0, 0x3b])]);
    assert.equal(detectFormat(gifPoly, 'x.gif', off).ok, false, 'zip in a GIF comment');
    // WebP: the zip as an unknown RIFF chunk, the RIFF size updated
    const riffChunk = Buffer.concat([Buffer.from('ZIPX'), Buffer.alloc(4), zip, Buffer.alloc(zip.length % 2)]);
    riffChunk.writeUInt32LE(zip.length, 4);
    const webpPoly = Buffer.concat([webp, riffChunk]);
    webpPoly.writeUInt32LE(webpPoly.length - 8, 4);
    assert.equal(detectFormat(webpPoly, 'x.webp', off).ok, false, 'zip in a RIFF chunk');
    assert.equal(detectFormat(Buffer.concat([tiff, zip]), 'x.tiff', off).ok, false, 'zip after the TIFF data');
  });

  it('accepts digital formats only when enabled', () => {
    assert.equal(detectFormat(makeDocx(), 'a.docx', off).ok, false);
    assert.deepEqual(detectFormat(makeDocx(), 'a.docx', on), {
      ok: true,
      format: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    assert.equal(detectFormat(makeOdt(), 'a.odt', on).ok, true);
    for (const ext of ['csv', 'txt', 'md', 'html', 'htm']) {
      assert.equal(detectFormat(Buffer.from('a,b\nü,2\n'), `a.${ext}`, on).ok, true, ext);
      assert.equal(detectFormat(Buffer.from('a,b\n'), `a.${ext}`, off).ok, false, ext);
    }
  });

  it('checks the inside of Office and ODF zips', () => {
    assert.equal(detectFormat(makeZip(), 'a.docx', on).ok, false);
    assert.equal(detectFormat(makeDocx(), 'a.xlsx', on).ok, false, 'a Word document named .xlsx');
    assert.equal(detectFormat(makeDocx(), 'a.odt', on).ok, false);
    assert.equal(detectFormat(makeOdt(), 'a.ods', on).ok, false, 'a text document named .ods');
    assert.equal(detectFormat(makeOdt(), 'a.docx', on).ok, false);
    const noPart = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'),
      }),
    );
    assert.equal(detectFormat(noPart, 'a.docx', on).ok, false, 'declared but missing main part');
    const macro = Buffer.from(
      zipSync({
        '[Content_Types].xml': strToU8('<Types><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>'),
        'word/document.xml': strToU8('<w:document/>'),
      }),
    );
    assert.equal(detectFormat(macro, 'a.docx', on).ok, false, 'a macro-enabled document renamed .docx');
    assert.equal(detectFormat(makeDocx().subarray(0, 40), 'a.docx', on).ok, false, 'a cut-off zip');
  });

  it('requires text formats to be UTF-8 without NUL bytes', () => {
    assert.equal(detectFormat(Buffer.from([0x61, 0x00, 0x62]), 'a.txt', on).ok, false);
    assert.equal(detectFormat(Buffer.from([0x61, 0xff, 0x62]), 'a.csv', on).ok, false);
    assert.equal(detectFormat(makePdf(), 'a.txt', on).ok, true, 'a PDF is ASCII text, and is treated as such when named .txt');
    assert.equal(detectFormat(makePng(), 'a.txt', on).ok, false);
  });
});
