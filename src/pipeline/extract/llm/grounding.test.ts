import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentFromPages } from '../../../../test/helpers/documents.js';
import { groundValue, indexDocument } from './grounding.js';
import { asNumber, datesIn, numbersIn } from './normalise.js';

describe('normalisation', () => {
  it('reads numbers in both separator conventions and with currency', () => {
    assert.ok(numbersIn('Total RM 1,234.50').includes(1234.5));
    assert.ok(numbersIn('Summe 1.234,50 EUR').includes(1234.5));
    assert.ok(numbersIn('1 234,50').includes(1234.5));
    assert.equal(asNumber('$ 9.90'), 9.9);
    assert.equal(asNumber('Kuala Lumpur'), null);
  });

  it('reads dates in many written forms as ISO', () => {
    assert.ok(datesIn('Date: 25/12/2018').includes('2018-12-25'));
    assert.ok(datesIn('on 12/25/18 at noon').includes('2018-12-25'));
    assert.ok(datesIn('made as of March 3, 2019').includes('2019-03-03'));
    assert.ok(datesIn('this 3rd day of March, 2019').includes('2019-03-03'));
    assert.ok(datesIn('3 Sept 2019').includes('2019-09-03'));
    assert.ok(datesIn('2019-03-03T10:00').includes('2019-03-03'));
    assert.deepEqual(datesIn('31/02/2019'), []);
  });
});

describe('groundValue', () => {
  const doc = documentFromPages(
    [
      ['ACME TRADING SDN BHD', 'No. 5, Jalan Besar,', '50000 Kuala Lumpur'],
      ['Date: 25/12/2018', 'TOTAL RM 1,234.50', 'Paid: yes'],
    ],
    0.9,
  );
  const index = indexDocument(doc);

  it('finds text ignoring case and punctuation, with the words box', () => {
    const g = groundValue(index, 'Acme Trading Sdn. Bhd.');
    assert.ok(g);
    assert.equal(g.citation.page, 1);
    assert.equal(g.citation.text, 'ACME TRADING SDN BHD');
    assert.equal(g.how, 'text');
    assert.ok(g.confidence > 0 && g.confidence <= 1);
  });

  it('finds a value spanning lines and unions the boxes', () => {
    const g = groundValue(index, 'Jalan Besar, 50000 Kuala Lumpur');
    assert.ok(g);
    assert.equal(g.citation.text, 'Jalan Besar, 50000 Kuala Lumpur');
    assert.ok(g.citation.bbox.y1 > g.citation.bbox.y0 + 14);
  });

  it('finds numbers and dates written differently', () => {
    const n = groundValue(index, 1234.5);
    assert.equal(n?.how, 'number');
    assert.equal(n?.citation.page, 2);
    assert.match(n!.citation.text, /1,234\.50/);
    const d = groundValue(index, '2018-12-25');
    assert.equal(d?.how, 'date');
    assert.equal(d?.citation.text, '25/12/2018');
  });

  it('grounds a boolean to a line naming the field', () => {
    assert.equal(groundValue(index, true, ['paid'])?.how, 'label');
    assert.equal(groundValue(index, true, ['refunded']), null);
  });

  it('refuses values that are not in the document, including partial words', () => {
    assert.equal(groundValue(index, 'Penang'), null);
    assert.equal(groundValue(index, 999.99), null);
    assert.equal(groundValue(index, 'ACM'), null);
    assert.equal(groundValue(index, '2019-01-01'), null);
  });
});
