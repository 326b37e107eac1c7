import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { makePdf, textPng } from '../../../test/helpers/recognise-fixtures.js';
import { idleParseWorkers } from './host/host.js';
import { configureRecognition, recognise, shutdownRecognition } from './index.js';
import { linePoolThreads, ocrLines } from './ocr/lines/pool.js';
import { collectAfterPage } from './collect.js';
import v8 from 'node:v8';

after(async () => {
  configureRecognition({ idleSeconds: 30 });
  await shutdownRecognition();
});

describe('memory that comes back', () => {
  it('loads the OCR engine on first use and stops it and idle parse workers after the idle time', async () => {
    await shutdownRecognition();
    configureRecognition({ idleSeconds: 1 });
    assert.equal(linePoolThreads(), 0);
    const opts = { languages: ['eng'], maxPages: 5, maxPixels: 40_000_000, timeoutMs: 60_000, memoryMb: 256 };
    const doc = await recognise(textPng(['Invoice 4711', 'Total 120.00']), 'png', opts);
    assert.match(doc.pages[0].lines.map((l) => l.text).join(' '), /4711/);
    assert.equal(linePoolThreads(), 1);
    assert.equal(idleParseWorkers(), 1);
    await new Promise((r) => setTimeout(r, 1800));
    assert.equal(linePoolThreads(), 0);
    assert.equal(idleParseWorkers(), 0);
  });

  it('stops idle parse workers when a document starts OCR', async () => {
    await shutdownRecognition();
    // idle workers must not stop on their own timer here, however slow the OCR engine's start
    configureRecognition({ idleSeconds: 30 });
    const opts = { languages: ['eng'], maxPages: 5, maxPixels: 40_000_000, timeoutMs: 60_000, memoryMb: 256 };
    // two documents at once leave two workers idle
    await Promise.all([recognise(makePdf([['Order 17 of the first kind']]), 'pdf', opts), recognise(makePdf([['Order 18 of the second kind']]), 'pdf', opts)]);
    assert.equal(idleParseWorkers(), 2);
    const doc = await recognise(textPng(['Receipt 5521', 'Total 80.00']), 'png', opts);
    assert.match(doc.pages[0].lines.map((l) => l.text).join(' '), /5521/);
    // the scan took one of them; the other was stopped when its OCR began, and the scan's own worker is kept
    assert.equal(idleParseWorkers(), 1);
  });
});

describe('page memory handed on', () => {
  it('moves an image handed over to the OCR thread and copies one that is not', async () => {
    const png = textPng(['Parcel 3390']);
    const sharp = (await import('sharp')).default;
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const own = () => new Uint8Array(data);
    const given = { data: own(), width: info.width, height: info.height };
    const kept = { data: own(), width: info.width, height: info.height };
    const wide = new Uint8Array(data.length + 16);
    wide.set(data, 16);
    const view = { data: wide.subarray(16), width: info.width, height: info.height };
    const [a, b, c] = [await ocrLines(given, 'latin', undefined, true), await ocrLines(kept, 'latin'), await ocrLines(view, 'latin', undefined, true)];
    for (const r of [a, b, c]) assert.match(r.lines.map((l) => l.text).join(' '), /3390/);
    assert.equal(given.data.byteLength, 0);
    assert.equal(kept.data.byteLength, data.length);
    // a view into a larger buffer is copied: the rest of that buffer is not the image's
    assert.equal(view.data.byteLength, data.length);
  });

  it('collects dead buffers after a page once they grew beyond the limit', async () => {
    collectAfterPage(0); // sets the floor to what is live now
    const live = new Uint8Array(24 * 1024 * 1024).fill(2);
    // live memory beyond the limit alone does not collect again and again
    assert.equal(collectAfterPage(16 * 1024 * 1024), true);
    assert.equal(collectAfterPage(16 * 1024 * 1024), false);
    // the dead buffers are watched by a finalization registry, which keeps nothing alive; their
    // memory itself is freed by V8's sweeper later, which a loaded machine may delay, so the test
    // asks whether they were collected
    let collected = 0;
    const registry = new FinalizationRegistry(() => void collected++);
    (() => {
      for (let i = 0; i < 8; i++) registry.register(new Uint8Array(4 * 1024 * 1024).fill(1), i);
    })();
    const before = v8.getHeapStatistics().external_memory;
    assert.equal(collectAfterPage(before), false);
    assert.equal(collectAfterPage(16 * 1024 * 1024), true);
    // the registry's callbacks run in tasks of their own after the collection
    for (let i = 0; i < 100 && collected < 8; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(collected, 8);
    assert.equal(live[0], 2);
  });
});
