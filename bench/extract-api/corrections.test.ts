import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ndaExpected } from '../extract/corpora.js';
import { correctionsFor } from './corrections.js';

describe('bench:learn corrections', () => {
  it('types receipt values as the struct does: ISO date, numeric total, null where nothing is expected', () => {
    assert.deepEqual(correctionsFor('sroie', ['company', 'date', 'address', 'total'], { company: 'ACME SDN BHD', date: '25/12/2018', total: '1,009.50' }), [
      { path: '/company', value: 'ACME SDN BHD' },
      { path: '/date', value: '2018-12-25' },
      { path: '/address', value: null },
      { path: '/total', value: 1009.5 },
    ]);
  });

  it('types a total written with its currency as the number a reviewer enters', () => {
    assert.deepEqual(correctionsFor('sroie', ['total'], { total: '$8.20' }), [{ path: '/total', value: 8.2 }]);
    assert.deepEqual(correctionsFor('sroie', ['total'], { total: 'RM 3.90' }), [{ path: '/total', value: 3.9 }]);
  });

  it('reads NDA values back from the data set notation, parties as an array', () => {
    const expected = ndaExpected('effective_date=2017-02-10 jurisdiction=New_York party=Kite_Pharma_Inc. party=Gilead_Sciences_Inc.');
    assert.deepEqual(correctionsFor('kleister-nda', ['effective_date', 'jurisdiction', 'party', 'term'], expected), [
      { path: '/effective_date', value: '2017-02-10' },
      { path: '/jurisdiction', value: 'New York' },
      { path: '/party', value: ['Kite Pharma Inc.', 'Gilead Sciences Inc.'] },
      { path: '/term', value: null },
    ]);
  });

  it('passes e-invoice values through as given', () => {
    assert.deepEqual(correctionsFor('einvoices', ['total_amount', 'due_date'], { total_amount: 235.62 }), [
      { path: '/total_amount', value: 235.62 },
      { path: '/due_date', value: null },
    ]);
  });
});
