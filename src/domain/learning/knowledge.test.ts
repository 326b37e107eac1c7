import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FieldExample } from '../../pipeline/extract/learn/types.js';
import { fromRow, toKnowledge, toRow } from './knowledge.js';

const example: FieldExample = {
  path: '/waybill',
  label: 'Frachtbrief',
  relation: 'same-line',
  dx: 0.5,
  dy: 0,
  page: 1,
  box: { x0: 0.2, y0: 0.3, x1: 0.4, y1: 0.32 },
  labelBox: { x0: 0, y0: 0.3, x1: 0.18, y1: 0.32 },
  shape: 'AA-99999',
  value: 'HF-20931',
  raw: 'HF-20931',
};

describe('stored learning', () => {
  it('stores an example and reads it back unchanged', () => {
    assert.deepEqual(fromRow(toRow(example)), example);
  });

  it('groups stored examples by the document they were learned from', () => {
    const sig = { issuer: ['harbour'], ids: ['vat:GB1'], layout: ['total@0:1'] };
    const k = toKnowledge([
      { ...toRow(example), source_id: 7, attachment_id: 70, signature: sig },
      { ...toRow({ ...example, path: '/total', value: 5 }), source_id: 7, attachment_id: 70, signature: sig },
      { ...toRow(example), source_id: 8, attachment_id: 80, signature: { issuer: 'not a list' } },
    ]);
    assert.equal(k.documents.length, 2);
    assert.deepEqual(k.documents[0].signature, sig);
    assert.equal(k.documents[0].source, '70');
    assert.deepEqual(k.documents[0].examples.map((e) => e.path), ['/waybill', '/total']);
    assert.deepEqual(k.documents[1].signature, { issuer: [], ids: [], layout: [] });
  });

});
