import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePairs } from '../extract-api/metric.js';
import { Scoreboard } from './metric.js';
import { scoreNda, scoreReceipt } from './score.js';

describe('benchmark scoring with the corpus metric', () => {
  it('scores receipts after trimming, collapsing spaces and upper-casing; dates as written and as ISO', () => {
    const b = new Scoreboard();
    scoreReceipt(
      b,
      { data: { company: ' acme  sdn bhd ', total: 9, date: '2019-01-25' }, fields: [{ path: '/date', value: '2019-01-25', raw: '25/01/2019' }] },
      { company: 'ACME SDN BHD', total: '9.00', date: '25/01/2019', address: 'X' },
    );
    assert.deepEqual(b.fields.get('company'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('total'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('date (as written)'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('date (ISO)'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('address'), { correct: 0, predicted: 0, expected: 1 });
  });

  it('scores NDA key=value pairs as multi-label sets in the data set notation', () => {
    const b = new Scoreboard();
    const expected = parsePairs('effective_date=2017-02-10 party=Kite_Pharma_Inc. party=Gilead_Sciences_Inc. term=7_years');
    scoreNda(b, { party: ['Kite Pharma, Inc.', 'Acme'], term: '7 years' }, expected);
    assert.deepEqual(b.fields.get('party'), { correct: 1, predicted: 2, expected: 2 });
    assert.deepEqual(b.fields.get('term'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('effective_date'), { correct: 0, predicted: 0, expected: 1 });
    assert.deepEqual(Scoreboard.prf({ correct: 1, predicted: 2, expected: 4 }), { p: 0.5, r: 0.25, f1: 1 / 3 });
  });
});
