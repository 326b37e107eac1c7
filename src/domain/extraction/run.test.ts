import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createDeterministicExtractor } from '../../pipeline/extract/deterministic/index.js';
import type { RecognisedDocument } from '../../pipeline/types.js';
import { runExtractor } from './run.js';

const doc: RecognisedDocument = {
  pageCount: 1,
  format: 'pdf',
  pages: [{ number: 1, width: 600, height: 800, source: 'text-layer', tables: [], lines: [{ text: 'Invoice No: INV-7', bbox: { x0: 20, y0: 20, x1: 200, y1: 34 }, confidence: 1, words: [] }] }],
};

describe('running an extractor', () => {
  it('reports one missing required field once, however many validators look at it', async () => {
    const schema = { type: 'object', properties: { invoice_number: { type: 'string' }, iban: { type: 'string' } }, required: ['invoice_number', 'iban'] };
    const r = await runExtractor(createDeterministicExtractor(), doc, schema, {});
    assert.equal(r.data.invoice_number, 'INV-7');
    assert.deepEqual(r.problems.map((p) => p.path), ['/iban']);
  });
});
