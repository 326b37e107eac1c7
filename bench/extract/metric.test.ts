import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asIsoDate, asNumber, Calibration, canonText, judge, receiptDateIso, Scoreboard, valuesEqual } from './metric.js';

describe('benchmark metric functions', () => {
  it('reads numbers written in either separator convention, with or without a currency', () => {
    assert.equal(asNumber(235.62), 235.62);
    assert.equal(asNumber('235.62'), 235.62);
    assert.equal(asNumber('1,234.50'), 1234.5);
    assert.equal(asNumber('1.234,50'), 1234.5);
    assert.equal(asNumber('-8,79'), -8.79);
    assert.equal(asNumber('EUR 18.08'), 18.08);
    assert.equal(asNumber('$20,170.00'), 20170);
    assert.equal(asNumber('12 345,00 €'), 12345);
    assert.equal(asNumber('about 12'), undefined);
    assert.equal(asNumber(null), undefined);
  });

  it('reads ISO dates, with or without a time, and nothing else', () => {
    assert.equal(asIsoDate('2020-03-05'), '2020-03-05');
    assert.equal(asIsoDate(' 2020-03-05T00:00:00Z '), '2020-03-05');
    assert.equal(asIsoDate('05.03.2020'), undefined);
    assert.equal(asIsoDate(20200305), undefined);
  });

  it('reads receipt dates as the corpus writes them, day first', () => {
    assert.equal(receiptDateIso('25/12/2018'), '2018-12-25');
    assert.equal(receiptDateIso('1/2/2018'), '2018-02-01');
    assert.equal(receiptDateIso('05-01-18'), '2018-01-05');
    assert.equal(receiptDateIso('12 MAR 2018'), '2018-03-12');
    assert.equal(receiptDateIso('12 Mar 18'), '2018-03-12');
    assert.equal(receiptDateIso('2018-03-23'), '2018-03-23');
    assert.equal(receiptDateIso('20180304'), '2018-03-04');
    assert.equal(receiptDateIso('31/02/2018'), undefined);
    assert.equal(receiptDateIso('TOTAL'), undefined);
  });

  it('compares e-invoice and ad-order values: numbers within 0.005, dates as values, strings as letters and digits', () => {
    assert.equal(valuesEqual(235.624, 235.62), true);
    assert.equal(valuesEqual(235.63, 235.62), false);
    assert.equal(valuesEqual('1.825,00', 1825), true);
    assert.equal(valuesEqual('2020-04-21', '2020-04-21'), true);
    assert.equal(valuesEqual('2020-04-21T00:00:00', '2020-04-21'), true);
    assert.equal(valuesEqual('21/04/2020', '2020-04-21'), false);
    assert.equal(valuesEqual('Lieferant GmbH', 'LIEFERANT-GMBH.'), true);
    assert.equal(valuesEqual('DE 123 456 789', 'DE123456789'), true);
    assert.equal(valuesEqual(26905837, '26905837'), true);
    assert.equal(valuesEqual('Kunden AG', 'Kunden AG Mitte'), false);
    assert.equal(valuesEqual(undefined, 'x'), false);
    assert.equal(canonText('Café-Müller & Co.'), 'CAFÉMÜLLERCO');
  });

  it('judges multi-label values: each expected value matches at most once, leftovers are paired for display', () => {
    const v = (shown: string, confidence?: number) => ({ shown, value: shown, confidence });
    const eq = (p: unknown, e: unknown) => String(p).toUpperCase() === String(e).toUpperCase();
    const out = judge('party', [v('Acme', 0.9), v('ACME', 0.8), v('Globex', 0.5)], [v('acme'), v('Initech'), v('Umbrella')], eq);
    assert.deepEqual(out, [
      { field: 'party', predicted: 'Acme', expected: 'acme', correct: true, confidence: 0.9 },
      { field: 'party', predicted: 'Globex', expected: 'Initech', correct: false, confidence: 0.5 },
      { field: 'party', expected: 'Umbrella', correct: false },
    ]);
    const b = new Scoreboard(['party', 'term']);
    b.record(out);
    assert.deepEqual(b.fields.get('party'), { correct: 1, predicted: 2, expected: 3 });
    assert.deepEqual(b.fields.get('term'), { correct: 0, predicted: 0, expected: 0 });
    assert.deepEqual(Scoreboard.prf({ correct: 1, predicted: 2, expected: 4 }), { p: 0.5, r: 0.25, f1: 1 / 3 });
    assert.match(b.report('t'), /party\s+0\.500\s+0\.333\s+0\.400\s+1\/2\/3/);
  });

  it('computes micro scores over the named fields only', () => {
    const b = new Scoreboard();
    b.record([
      { field: 'a', predicted: 'x', expected: 'x', correct: true },
      { field: 'b', predicted: 'y', expected: 'z', correct: false },
    ]);
    assert.deepEqual(b.micro(['a']), { p: 1, r: 1, f1: 1 });
    assert.deepEqual(b.micro(), { p: 0.5, r: 0.5, f1: 0.5 });
  });

  it('bins predicted values by confidence and counts the share correct', () => {
    const c = new Calibration();
    c.record([
      { field: 'a', predicted: 'x', correct: true, confidence: 1 },
      { field: 'a', predicted: 'x', correct: false, confidence: 0.8 },
      { field: 'a', predicted: 'x', correct: true, confidence: 0.19 },
      { field: 'a', predicted: 'x', correct: true, confidence: 0.2 },
      { field: 'a', predicted: 'x', correct: true },
      { field: 'a', expected: 'x', correct: false },
    ]);
    assert.deepEqual(c.bands, [{ n: 1, correct: 1 }, { n: 1, correct: 1 }, { n: 0, correct: 0 }, { n: 0, correct: 0 }, { n: 2, correct: 1 }]);
    assert.equal(c.unknown, 1);
    assert.match(c.report(), /0\.8-1\.0\s+2\s+1\s+0\.500/);
  });
});
