import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentFromPages } from '../../../../test/helpers/documents.js';
import { chunkDocument, toStrictSchema } from './prompt.js';

describe('chunking', () => {
  it('keeps small pages together and marks each page', () => {
    const chunks = chunkDocument(documentFromPages([['one'], ['two'], ['three']]), 1000);
    assert.equal(chunks.length, 1);
    assert.equal(chunks[0].text, '[page 1]\none\n[page 2]\ntwo\n[page 3]\nthree');
    assert.deepEqual([chunks[0].firstPage, chunks[0].lastPage], [1, 3]);
  });

  it('splits long pages between lines and cuts over-long lines, within the budget and losing nothing', () => {
    const long = 'x'.repeat(2500);
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i} ${'y'.repeat(40)}`);
    const chunks = chunkDocument(documentFromPages([lines, [long]]), 700);
    assert.ok(chunks.length >= 5);
    for (const c of chunks) assert.ok(c.text.length <= 700, String(c.text.length));
    const all = chunks.map((c) => c.text.replace(/\[page \d+\]\n?/g, '')).join('\n');
    for (const l of lines) assert.ok(all.includes(l));
    assert.equal(all.replace(/[^x]/g, '').length, 2500);
  });
});

describe('strict response schema', () => {
  it('makes every property required and nullable, and drops unsupported keywords', () => {
    const s = toStrictSchema({
      type: 'object',
      mode: 'document',
      required: ['a'],
      properties: {
        a: { type: 'string', format: 'date', pattern: '^x', description: 'the a' },
        b: { type: 'string', enum: ['X', 'Y'] },
        c: { type: 'array', items: { type: 'object', properties: { d: { type: 'number', minimum: 0 } } } },
      },
    });
    assert.deepEqual(s, {
      type: 'object',
      required: ['a', 'b', 'c'],
      additionalProperties: false,
      properties: {
        a: { type: ['string', 'null'], description: 'the a' },
        b: { type: ['string', 'null'], enum: ['X', 'Y', null] },
        c: {
          type: ['array', 'null'],
          items: { type: 'object', required: ['d'], additionalProperties: false, properties: { d: { type: ['number', 'null'] } } },
        },
      },
    });
  });
});
