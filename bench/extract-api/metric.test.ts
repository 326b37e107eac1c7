import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairValue, parsePairs, prf, scoreFields, scorePairs, type Counts } from './metric.js';

describe('benchmark metric', () => {
  it('scores single fields after trimming, collapsing spaces and upper-casing', () => {
    const c = new Map<string, Counts>();
    scoreFields(c, ['company', 'total', 'date'], { company: ' acme  sdn bhd ', total: '9.00' }, { company: 'ACME SDN BHD', total: '9.50', date: '01/01/2019' });
    assert.deepEqual(c.get('company'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(c.get('total'), { correct: 0, predicted: 1, expected: 1 });
    assert.deepEqual(c.get('date'), { correct: 0, predicted: 0, expected: 1 });
  });

  it('scores key=value pairs as multi-label sets', () => {
    const c = new Map<string, Counts>();
    const expected = parsePairs('effective_date=2017-02-10 party=Kite_Pharma_Inc. party=Gilead_Sciences_Inc. term=7_years');
    const predicted = [`party=${pairValue('Kite Pharma Inc.')}`, `party=${pairValue('Acme')}`, `term=${pairValue('7 years')}`];
    scorePairs(c, predicted, expected);
    assert.deepEqual(c.get('party'), { correct: 1, predicted: 2, expected: 2 });
    assert.deepEqual(c.get('term'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(c.get('effective_date'), { correct: 0, predicted: 0, expected: 1 });
    assert.deepEqual(prf({ correct: 1, predicted: 2, expected: 4 }), { precision: 0.5, recall: 0.25, f1: 1 / 3 });
  });
});
