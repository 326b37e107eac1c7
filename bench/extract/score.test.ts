import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ndaExpected } from './corpora.js';
import { Scoreboard } from './metric.js';
import { NDA_FIELDS, RECEIPT_FIELDS, scoreNda, scoreReceipt, scoreValues } from './score.js';

describe('benchmark scoring with each corpus metric', () => {
  it('scores receipts after trimming, collapsing spaces and upper-casing; dates as written and as ISO', () => {
    const b = new Scoreboard(RECEIPT_FIELDS);
    b.record(
      scoreReceipt(
        { data: { company: ' acme  sdn bhd ', total: 9, date: '2019-01-25' }, fields: [{ path: '/date', value: '2019-01-25', raw: '25/01/2019', confidence: 0.7 }] },
        { company: 'ACME SDN BHD', total: '9.00', date: '25/01/2019', address: 'X' },
      ),
    );
    assert.deepEqual(b.fields.get('company'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('total'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('date (as written)'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('date (ISO)'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('address'), { correct: 0, predicted: 0, expected: 1 });
  });

  it('scores NDA key=value pairs as multi-label sets in the data set notation, with each party value its confidence', () => {
    const expected = ndaExpected('effective_date=2017-02-10 party=Kite_Pharma_Inc. party=Gilead_Sciences_Inc. term=7_years');
    assert.deepEqual(expected, { effective_date: '2017-02-10', party: ['Kite_Pharma_Inc.', 'Gilead_Sciences_Inc.'], term: '7_years' });
    const out = scoreNda(
      { data: { party: ['Kite Pharma, Inc.', 'Acme & Sons'], term: '7 years' }, fields: [{ path: '/party/0', value: 'Kite Pharma, Inc.', confidence: 0.9 }, { path: '/party/1', value: 'Acme & Sons', confidence: 0.3 }] },
      expected,
    );
    const b = new Scoreboard(NDA_FIELDS);
    b.record(out);
    assert.deepEqual(b.fields.get('party'), { correct: 1, predicted: 2, expected: 2 });
    assert.deepEqual(b.fields.get('term'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('effective_date'), { correct: 0, predicted: 0, expected: 1 });
    assert.deepEqual(b.fields.get('jurisdiction'), { correct: 0, predicted: 0, expected: 0 });
    assert.deepEqual(
      out.filter((o) => o.field === 'party'),
      [
        { field: 'party', predicted: 'Kite_Pharma_Inc.', expected: 'Kite_Pharma_Inc.', correct: true, confidence: 0.9 },
        { field: 'party', predicted: 'Acme_and_Sons', expected: 'Gilead_Sciences_Inc.', correct: false, confidence: 0.3 },
      ],
    );
  });

  it('scores e-invoice values as values: a number within 0.005, a numeric or ISO string as its value, text by letters and digits', () => {
    const b = new Scoreboard();
    b.record(
      scoreValues(
        { data: { total_amount: '235,62', issue_date: '2020-03-05', seller_name: 'Lieferant GmbH.', buyer_name: 'Kunden', currency: 'EUR' }, fields: [] },
        { total_amount: 235.62, issue_date: '2020-03-05', due_date: '2020-04-04', seller_name: 'LIEFERANT GMBH', buyer_name: 'Kunden AG Mitte' },
        ['total_amount', 'issue_date', 'due_date', 'seller_name', 'buyer_name', 'currency'],
      ),
    );
    assert.deepEqual(b.fields.get('total_amount'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('issue_date'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('due_date'), { correct: 0, predicted: 0, expected: 1 });
    assert.deepEqual(b.fields.get('seller_name'), { correct: 1, predicted: 1, expected: 1 });
    assert.deepEqual(b.fields.get('buyer_name'), { correct: 0, predicted: 1, expected: 1 });
    // predicted where nothing was expected: counts against precision only
    assert.deepEqual(b.fields.get('currency'), { correct: 0, predicted: 1, expected: 0 });
  });
});
