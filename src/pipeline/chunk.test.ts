import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunkDocument, isHeading, plainText } from './chunk.js';
import type { Page, RecognisedDocument } from './types.js';

function page(number: number, lines: string[], tall: number[] = []): Page {
  return {
    number,
    width: 612,
    height: 792,
    source: 'digital',
    tables: [],
    lines: lines.map((text, i) => {
      const h = tall.includes(i) ? 24 : 12;
      const bbox = { x0: 36, y0: 36 + i * 30, x1: 36 + text.length * 6, y1: 36 + i * 30 + h };
      return { text, bbox, confidence: 1, words: [] };
    }),
  };
}

function doc(pages: Page[]): RecognisedDocument {
  return { pageCount: pages.length, pages, format: 'txt' };
}

const sentence = (i: number) => `Sentence number ${i} talks about the contract terms and payment schedules in detail.`;

describe('chunkDocument', () => {
  it('keeps every chunk equal to its slice of the plain text, in order, without overlap', () => {
    const d = doc([page(1, Array.from({ length: 40 }, (_, i) => sentence(i))), page(2, Array.from({ length: 40 }, (_, i) => sentence(100 + i)))]);
    const text = plainText(d);
    const chunks = chunkDocument(d);
    assert.ok(chunks.length > 2);
    let last = 0;
    chunks.forEach((c, i) => {
      assert.equal(c.seq, i);
      assert.equal(text.slice(c.charStart, c.charEnd), c.text);
      assert.ok(c.charStart >= last);
      assert.ok(c.text.length <= 1500);
      last = c.charEnd;
    });
  });

  it('records page references and prefers page boundaries', () => {
    const d = doc([page(1, Array.from({ length: 12 }, (_, i) => sentence(i))), page(2, Array.from({ length: 12 }, (_, i) => sentence(50 + i)))]);
    const chunks = chunkDocument(d);
    assert.ok(chunks.every((c) => c.pageStart === c.pageEnd));
    assert.deepEqual([...new Set(chunks.map((c) => c.pageStart))], [1, 2]);
  });

  it('lets a short chunk run across a page break and says so', () => {
    const d = doc([page(1, ['Short first page.']), page(2, ['Short second page.'])]);
    const [c] = chunkDocument(d);
    assert.equal(c.pageStart, 1);
    assert.equal(c.pageEnd, 2);
    assert.equal(c.text, 'Short first page.\fShort second page.');
  });

  it('starts a new chunk at a heading and carries the section heading', () => {
    const lines = ['# Payment', ...Array.from({ length: 5 }, (_, i) => sentence(i)), '# Termination', ...Array.from({ length: 5 }, (_, i) => sentence(10 + i))];
    const chunks = chunkDocument(doc([page(1, lines)]));
    assert.equal(chunks.length, 2);
    assert.equal(chunks[0].heading, 'Payment');
    assert.equal(chunks[1].heading, 'Termination');
    assert.ok(chunks[1].text.startsWith('# Termination'));
  });

  it('splits a line longer than the maximum at spaces', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const d = doc([page(1, [long])]);
    const chunks = chunkDocument(d);
    assert.ok(chunks.length >= 2);
    assert.ok(chunks.every((c) => c.text.length <= 1500));
    assert.equal(chunks.map((c) => c.text).join(''), long);
  });

  it('yields no chunks for an empty document', () => {
    assert.deepEqual(chunkDocument(doc([page(1, [])])), []);
  });

  it('recognises headings by markup, numbering, capitals and height', () => {
    const b = { x0: 0, y0: 0, x1: 10, y1: 12 };
    assert.equal(isHeading({ text: '## Scope', bbox: b }, 12), true);
    assert.equal(isHeading({ text: '3.1 Payment terms', bbox: b }, 12), true);
    assert.equal(isHeading({ text: 'CONFIDENTIALITY', bbox: b }, 12), true);
    assert.equal(isHeading({ text: 'Large title', bbox: { ...b, y1: 24 } }, 12), true);
    assert.equal(isHeading({ text: 'An ordinary sentence.', bbox: b }, 12), false);
    assert.equal(isHeading({ text: '2024', bbox: b }, 12), false);
  });
});
