import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { textPng } from '../../../test/helpers/recognise-fixtures.js';
import { idleParseWorkers } from './host/host.js';
import { configureRecognition, recognise, shutdownRecognition } from './index.js';
import { linePoolThreads } from './ocr/lines/pool.js';

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
});
