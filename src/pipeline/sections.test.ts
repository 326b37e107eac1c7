import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentFromPages } from '../../test/helpers/documents.js';
import { extractDeterministic } from './extract/deterministic/index.js';
import { detectSections, sectionPointedTo } from './sections.js';

const contract = documentFromPages([
  ['SUPPLY AGREEMENT', 'ARTICLE I - DEFINITIONS', '1.1 Goods. The goods listed in Annex A.', 'Words have their usual meaning.'],
  ['ARTICLE II', '2. Price and Payment', 'The price is payable within 30 days.', '3. Applicable Law', 'This agreement is subject to the laws of England and Wales.'],
  ['Section 4 Notices', 'Notices must be written.'],
]);

describe('section detection', () => {
  it('reads keyword, numbered, run-in and upper-case headings with levels and page ranges', () => {
    const s = detectSections(contract);
    const h = s.map((x) => [x.heading, x.level, x.page_start, x.page_end]);
    assert.deepEqual(h, [
      ['SUPPLY AGREEMENT', 1, 1, 1],
      ['ARTICLE I - DEFINITIONS', 1, 1, 1],
      ['1.1 Goods', 3, 1, 1],
      ['ARTICLE II', 1, 2, 3],
      ['2. Price and Payment', 2, 2, 2],
      ['3. Applicable Law', 2, 2, 2],
      ['Section 4 Notices', 2, 3, 3],
    ]);
    assert.equal(s[1].title, 'DEFINITIONS');
    assert.equal(s[2].excerpt.startsWith('The goods listed in Annex A.'), true);
  });

  it('never takes a numbered sentence or a running header for a heading', () => {
    const doc = documentFromPages([
      ['ACME Ltd confidential', '1. The Supplier shall deliver the goods to the Buyer at the agreed place and time, and in good order.'],
      ['ACME Ltd confidential', 'PARTIES:', 'More text.'],
      ['ACME Ltd confidential', 'Even more text.'],
    ]);
    assert.deepEqual(detectSections(doc), []);
  });

  it('finds the section a field description points at', () => {
    const s = detectSections(contract);
    assert.equal(sectionPointedTo(s, 'law the clause in the applicable law section')?.heading, '3. Applicable Law');
    assert.equal(sectionPointedTo(s, 'the total amount'), null);
  });

  it('document-mode extraction reads a field in the section its description points at', () => {
    const schema = {
      type: 'object',
      mode: 'document',
      properties: {
        notice_clause: { type: 'string', description: 'what the notices section says' },
        law: { type: 'string', description: 'the applicable law section' },
      },
    };
    const r = extractDeterministic({ document: contract, schema, annotations: {} });
    assert.equal(r.data.notice_clause, 'Notices must be written.');
    assert.equal(r.fields.find((f) => f.path === '/notice_clause')?.citations[0].page, 3);
    assert.equal(r.data.law, 'England and Wales');
    assert.equal(r.fields.find((f) => f.path === '/law')?.citations[0].page, 2);
    // in form mode the section is not looked for
    const form = extractDeterministic({ document: contract, schema: { ...schema, mode: 'form' }, annotations: {} });
    assert.equal(form.data.notice_clause, undefined);
  });
});
