import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Line, RecognisedDocument } from '../../pipeline/types.js';
import { dateForms, findValue, numberMatches, numberReadings, textMatches, wordsInBox } from './grounding.js';

/** A line at row y whose words are 10 units per character apart (text-layer style: no word boxes). */
function line(text: string, y: number): Line {
  return { text, bbox: { x0: 0, y0: y, x1: text.length * 10, y1: y + 10 }, confidence: 1 };
}

function doc(...pages: string[][]): RecognisedDocument {
  return {
    pageCount: pages.length,
    format: 'pdf',
    pages: pages.map((lines, i) => ({ number: i + 1, width: 600, height: 800, source: 'text-layer', lines: lines.map((t, j) => line(t, j * 20)), tables: [] })),
  };
}

describe('grounding: written forms', () => {
  it('reads amounts with either separator convention and a currency', () => {
    assert.deepEqual(numberReadings('1.234,56'), [1234.56]);
    assert.deepEqual(numberReadings('1,234.56'), [1234.56]);
    assert.deepEqual(numberReadings('1234.56'), [1234.56]);
    assert.ok(numberMatches('RM 9.00', 9));
    assert.ok(numberMatches('$1,234.56', 1234.56));
    assert.ok(numberMatches('EUR 1.234,56', 1234.56));
    assert.ok(numberMatches('(12.50)', -12.5));
    assert.ok(numberMatches('12,5', 12.5));
    // "1,234" is a thousand-and-more or one-and-a-bit: both readings are kept
    assert.ok(numberMatches('1,234', 1234));
    assert.ok(numberMatches('1,234', 1.234));
    assert.ok(!numberMatches('12.51', 12.5));
    assert.deepEqual(numberReadings('Total'), []);
    assert.ok(numberMatches('12.50 EUR', 12.5));
  });

  it('reads long words before a figure in time proportional to their length', () => {
    // a trailing run of letters was once read as groups of one to three letters, which backtracks exponentially
    assert.deepEqual(numberReadings(`1${'rechnungsbetraginklusivemehrwertsteuer'.repeat(3)}:x`), [1]);
    assert.deepEqual(numberReadings(`${'zahlungsbedingungen'.repeat(3)}7`), []);
  });

  it('writes ISO dates in common forms', () => {
    const forms = new Set(dateForms('2024-03-05'));
    for (const f of ['05/03/2024', '5/3/2024', '03/05/2024', '5.3.24', '2024/03/05', '5march2024', 'march52024', '5thmarch2024', '05-mar-2024', '5thofmarch2024']) {
      assert.ok(forms.has(f), f);
    }
    assert.deepEqual(dateForms('2024-02-30'), []);
    assert.deepEqual(dateForms('not a date'), []);
  });

  it('compares strings case- and space-insensitively, ignoring wrapping punctuation', () => {
    assert.ok(textMatches('ACME  Trading', 'acme trading'));
    assert.ok(textMatches('INV-001,', 'inv-001'));
    assert.ok(textMatches('AcmeTrading', 'Acme Trading'));
    assert.ok(!textMatches('ACME', 'ACME Trading'));
    assert.ok(textMatches('March 5, 2024', '2024-03-05', new Set(dateForms('2024-03-05'))));
    assert.ok(textMatches('1,234.50', '1234.50'));
  });
});

describe('grounding: finding values in a document', () => {
  const d = doc(['Invoice INV-0042', 'Date: 5 March 2024'], ['Vendor: ACME Trading Sdn Bhd', 'Total: RM 1.234,56']);

  it('finds a string and cites only the words it spans', () => {
    const c = findValue(d, 'acme trading sdn bhd');
    assert.ok(c);
    assert.equal(c.page, 2);
    assert.equal(c.text, 'ACME Trading Sdn Bhd');
    assert.equal(c.bbox.x0, 'Vendor: '.length * 10);
    assert.equal(c.bbox.x1, 'Vendor: ACME Trading Sdn Bhd'.length * 10);
  });

  it('finds a number by another writing, without its label', () => {
    const c = findValue(d, 1234.56);
    assert.ok(c);
    assert.equal(c.page, 2);
    assert.match(c.text, /1\.234,56/);
    assert.ok(!c.text.includes('Total'));
  });

  it('finds an ISO date written with the month name', () => {
    const c = findValue(d, '2024-03-05');
    assert.ok(c);
    assert.equal(c.page, 1);
    assert.equal(c.text, '5 March 2024');
  });

  it('gives null for what the document does not hold, and for booleans', () => {
    assert.equal(findValue(d, 'Globex'), null);
    assert.equal(findValue(d, 99.99), null);
    assert.equal(findValue(d, true), null);
    assert.equal(findValue(d, ''), null);
  });

  it('reads the words inside a box of a page', () => {
    const c = wordsInBox(d, 1, { x0: 75, y0: 0, x1: 170, y1: 10 });
    assert.ok(c);
    assert.equal(c.text, 'INV-0042');
    assert.deepEqual(c.bbox, { x0: 75, y0: 0, x1: 170, y1: 10 });
    assert.equal(wordsInBox(d, 1, { x0: 500, y0: 500, x1: 600, y1: 600 }), null);
    assert.equal(wordsInBox(d, 3, { x0: 0, y0: 0, x1: 600, y1: 800 }), null);
  });
});
