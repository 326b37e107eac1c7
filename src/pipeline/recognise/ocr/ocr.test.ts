import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import sharp from 'sharp';
import { lineWords, pageText } from '../../types.js';
import { countPages, recognise, shutdownRecognition } from '../index.js';
import { imagePdf, makePdf, textPng } from '../../../../test/helpers/recognise-fixtures.js';

const opts = { languages: ['eng'], maxPages: 50, maxPixels: 40_000_000, timeoutMs: 60_000, memoryMb: 256 };

after(shutdownRecognition);

describe('PDF and image recognition', () => {
  it('reads a text PDF with line and word boxes', async () => {
    const d = await recognise(makePdf([['Invoice number 4711', 'Total due 99.50'], ['Second page']]), 'pdf', opts);
    assert.equal(d.pageCount, 2);
    const p = d.pages[0];
    assert.equal(p.source, 'text-layer');
    assert.equal(p.width, 612);
    assert.deepEqual(p.lines.map((l) => l.text), ['Invoice number 4711', 'Total due 99.50']);
    assert.equal(p.lines[0].words, undefined, "text-layer word boxes are placed when read");
    const w = lineWords(p.lines[0])[2];
    assert.equal(w.text, '4711');
    assert.ok(w.bbox.x0 > p.lines[0].bbox.x0 && w.bbox.x1 <= p.lines[0].bbox.x1 + 0.01);
    assert.ok(p.lines[0].bbox.y0 < p.lines[1].bbox.y0);
    assert.equal(await countPages(makePdf([['a'], ['b'], ['c']]), 'pdf'), 3);
  });

  it('OCRs the scanned page of a mixed PDF', async () => {
    const d = await recognise(makePdf([['Cover page with a text layer'], { scan: ['TOTAL 1234', 'PAID'] }]), 'pdf', opts);
    assert.equal(d.pages[0].source, 'text-layer');
    assert.equal(d.pages[1].source, 'ocr');
    assert.match(pageText(d.pages[1]), /TOTAL 1234/);
    const w = lineWords(d.pages[1].lines[0])[0];
    assert.ok(w.confidence > 0.5 && w.confidence <= 1);
    assert.ok(w.bbox.x1 <= d.pages[1].width && w.bbox.y1 <= d.pages[1].height);
    assert.deepEqual(d.languages, ['eng']);
  });

  it('OCRs PNG, JPEG, WebP, GIF and BMP images', async () => {
    const png = textPng(['RECEIPT 2024', 'AMOUNT 42']);
    const jpg = await sharp(png).jpeg({ quality: 90 }).toBuffer();
    const webp = await sharp(png).webp({ quality: 90 }).toBuffer();
    const gif = await sharp(png).gif().toBuffer();
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const bmp = toBmp(data, info.width, info.height, info.channels);
    for (const [fmt, bytes] of [['png', png], ['jpg', jpg], ['webp', webp], ['gif', gif], ['bmp', bmp]] as const) {
      const d = await recognise(bytes, fmt, opts);
      assert.equal(d.pageCount, 1, fmt);
      assert.match(pageText(d.pages[0]), /RECEIPT 2024/, fmt);
      assert.equal(d.pages[0].rotation, 0, fmt);
    }
  });

  it('straightens a page photographed at a slight angle', async () => {
    const src = textPng(['DELIVERY NOTE 3141 FOR THE WAREHOUSE', 'RECEIVED BY THE NIGHT SHIFT 2718'], 28, [760, 200]);
    const tilted = await sharp(src).rotate(3, { background: '#ffffff' }).png().toBuffer();
    const meta = await sharp(tilted).metadata();
    const d = await recognise(tilted, 'png', opts);
    const text = pageText(d.pages[0]);
    assert.match(text, /DELIVERY NOTE 3141/);
    assert.match(text, /NIGHT SHIFT 2718/);
    for (const l of d.pages[0].lines) assert.ok(l.bbox.x0 >= 0 && l.bbox.y0 >= 0 && l.bbox.x1 <= meta.width! && l.bbox.y1 <= meta.height!);
  });

  it('reads close lines that slope different ways (a curled receipt) along their own angles', async () => {
    const strip = async (text: string, angle: number) => sharp(await sharp(await sharp(textPng([text], 26, [640, 120])).trim({ threshold: 40 }).extend({ top: 6, bottom: 6, left: 6, right: 6, background: '#ffffff' }).toBuffer()).rotate(angle, { background: '#ffffff' }).png().toBuffer()).toBuffer({ resolveWithObject: true });
    const rows = [await strip('NO 23 BATU 10 TAMAN SENTOSA', 4), await strip('GST ID 001609584640', 0), await strip('JALAN KAPAR 42200 KLANG', -4)];
    let y = 10;
    const parts = rows.map((r) => {
      const part = { input: r.data, top: y, left: 10, blend: 'darken' as const };
      // the next line starts inside this one's upright box, as on a curled receipt
      y += Math.round(r.info.height * 0.55);
      return part;
    });
    const page = await sharp({ create: { width: 700, height: y + 80, channels: 3, background: '#ffffff' } }).composite(parts).png().toBuffer();
    const text = pageText((await recognise(page, 'png', opts)).pages[0]);
    assert.match(text, /BATU 10/);
    assert.match(text, /001609584640/);
    assert.match(text, /42200 KLANG/);
  });

  it('reads with tesseract when that engine is chosen', async () => {
    const d = await recognise(textPng(['INVOICE 7788', 'PAID IN FULL']), 'png', { ...opts, engine: 'tesseract' });
    assert.match(pageText(d.pages[0]), /INVOICE 7788/);
    assert.ok(lineWords(d.pages[0].lines[0]).length >= 2);
  });

  it('detects a page rotated by 90 degrees', async () => {
    const rotated = await sharp(textPng(['ROTATED TEXT SAMPLE', 'ORDER 555 SHIPPED'])).rotate(270).png().toBuffer();
    const d = await recognise(rotated, 'png', opts);
    assert.equal(d.pages[0].rotation, 90);
    assert.match(pageText(d.pages[0]), /ROTATED TEXT/);
  });

  it('detects a sideways scanned PDF page (rendered again for the other orientations)', async () => {
    const rotated = await sharp(textPng(['ROTATED TEXT SAMPLE', 'ORDER 555 SHIPPED'])).rotate(270).png().toBuffer();
    const d = await recognise(imagePdf(rotated), 'pdf', opts);
    assert.equal(d.pages[0].source, 'ocr');
    assert.equal(d.pages[0].rotation, 90);
    assert.match(pageText(d.pages[0]), /ROTATED TEXT/);
  });

  it('reads every page of a multi-page TIFF', async () => {
    const a = await sharp(textPng(['FIRST SHEET'])).raw().toBuffer({ resolveWithObject: true });
    const b = await sharp(textPng(['SECOND SHEET'])).raw().toBuffer({ resolveWithObject: true });
    const stacked = Buffer.concat([a.data, b.data]);
    const tiff = await sharp(stacked, { raw: { width: a.info.width, height: a.info.height * 2, channels: a.info.channels, pageHeight: a.info.height } as never })
      .tiff()
      .toBuffer();
    assert.equal(await countPages(tiff, 'tiff'), 2);
    const d = await recognise(tiff, 'tif', opts);
    assert.equal(d.pageCount, 2);
    assert.match(pageText(d.pages[1]), /SECOND SHEET/);
  });
});

function toBmp(rgb: Buffer, w: number, h: number, ch: number): Uint8Array {
  const row = Math.ceil((w * 3) / 4) * 4;
  const b = Buffer.alloc(54 + row * h);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(b.length, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(w, 18);
  b.writeInt32LE(h, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * h, 34);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const s = (y * w + x) * ch;
      const d = 54 + (h - 1 - y) * row + x * 3;
      const g = rgb[s];
      b[d] = ch >= 3 ? rgb[s + 2] : g;
      b[d + 1] = ch >= 3 ? rgb[s + 1] : g;
      b[d + 2] = g;
    }
  }
  return b;
}
