import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  findDates, findDurations, parseBoolean, parseDate, parseEmail, parseEnum, parseIdentifier, parseMoney, parsePhone, toNumber,
} from './normalise.js';

describe('dates', () => {
  const cases: [string, string, 'dmy' | 'mdy' | undefined][] = [
    ['25/12/2018 8:13:39 PM', '2018-12-25', undefined],
    ['12-01-19', '2019-01-12', undefined],
    ['2018-03-09', '2018-03-09', undefined],
    ['2018/3/9', '2018-03-09', undefined],
    ['25.12.18', '2018-12-25', undefined],
    ['03/04/2020', '2020-04-03', undefined],
    ['03/04/2020', '2020-03-04', 'mdy'],
    ['12/25/2018', '2018-12-25', undefined],
    ['25 Dec 2018', '2018-12-25', undefined],
    ['25-DEC-18', '2018-12-25', undefined],
    ['December 25, 2018', '2018-12-25', undefined],
    ['Dec. 5th 2018', '2018-12-05', undefined],
    ['this 18th day of April, 2001', '2001-04-18', undefined],
    ['1 September 2009', '2009-09-01', undefined],
  ];
  for (const [text, iso, order] of cases) {
    it(`reads "${text}"${order ? ` (${order})` : ''}`, () => {
      assert.equal(parseDate(text, order)?.value.iso, iso);
    });
  }
  it('keeps the text as written and the time of day', () => {
    const d = parseDate('Date: 25/12/2018 8:13:39 PM')!;
    assert.equal(d.raw, '25/12/2018');
    assert.equal(d.value.time, '20:13:39');
  });
  it('rejects impossible dates and plain numbers', () => {
    assert.equal(parseDate('31/02/2019'), null);
    assert.equal(parseDate('Total 12.50'), null);
    assert.equal(parseDate('Invoice 123456'), null);
  });
  it('finds every date in order', () => {
    assert.deepEqual(findDates('from 1 May 2020 to 2020-06-30').map((d) => d.value.iso), ['2020-05-01', '2020-06-30']);
  });
});

describe('numbers and money', () => {
  it('reads thousand and decimal separators', () => {
    assert.deepEqual(toNumber('1,234.56'), { n: 1234.56, decimals: 2 });
    assert.deepEqual(toNumber('1.234,56'), { n: 1234.56, decimals: 2 });
    assert.deepEqual(toNumber('1 234,5'), { n: 1234.5, decimals: 1 });
    assert.deepEqual(toNumber('1,234'), { n: 1234, decimals: 0 });
    assert.deepEqual(toNumber('9,00'), { n: 9, decimals: 2 });
    assert.deepEqual(toNumber('1.234.567'), { n: 1234567, decimals: 0 });
  });
  it('reads amounts with currencies before or after', () => {
    assert.deepEqual(parseMoney('1.234,56 €')?.value, { amount: 1234.56, currency: '€', decimals: 2 });
    assert.deepEqual(parseMoney('RM 9.00')?.value, { amount: 9, currency: 'RM', decimals: 2 });
    assert.deepEqual(parseMoney('$1,234.56')?.value, { amount: 1234.56, currency: '$', decimals: 2 });
    assert.equal(parseMoney('Total (RM): 60.30')?.value.amount, 60.3);
    assert.equal(parseMoney('-0.01')?.value.amount, -0.01);
  });
  it('reads up to six decimals, and four digits after a separator are never a thousands group', () => {
    assert.equal(parseMoney('RM 0.6402')?.value.amount, 0.6402);
    assert.equal(parseMoney('24,840.8596')?.value.amount, 24840.8596);
    assert.equal(parseMoney('0,081917 €', ',')?.value.amount, 0.081917);
    assert.equal(parseMoney('12.345.678', ',')?.value.amount, 12345678);
  });
  it('ignores percentages and digits glued to words', () => {
    assert.equal(parseMoney('GST 6%'), null);
    assert.equal(parseMoney('SS21'), null);
  });
});

describe('other kinds', () => {
  it('reads booleans', () => {
    assert.equal(parseBoolean('Yes')?.value, true);
    assert.equal(parseBoolean('☑')?.value, true);
    assert.equal(parseBoolean('no')?.value, false);
    assert.equal(parseBoolean('FALSE')?.value, false);
    assert.equal(parseBoolean('maybe'), null);
  });
  it('reads the option a box marks, the box before or after its word, square or round', () => {
    assert.equal(parseBoolean('Sim (X)  Não ( )')?.value, true);
    assert.equal(parseBoolean('Não (X)')?.value, false);
    assert.equal(parseBoolean('[ ] Ja [X] Nein')?.value, false);
    assert.equal(parseBoolean('Ja ☒ Nein ☐')?.value, true);
    assert.equal(parseBoolean('(x) Smoker')?.value, true);
    assert.equal(parseBoolean('☐ Smoker')?.value, false);
    assert.equal(parseBoolean('? [ ] Yes [X] No')?.value, false);
    assert.equal(parseBoolean('☐ Ich möchte den Newsletter erhalten.')?.value, false);
    // an option left unticked answers nothing on its own: the ticked one stands in another cell
    assert.equal(parseBoolean('Sim ( )'), null);
  });
  it('reads no answer from a yes/no word that opens a clause of its own', () => {
    assert.equal(parseBoolean('no VAT is charged on the hammer'), null);
    assert.equal(parseBoolean('Yes, since 2019')?.value, true);
    assert.equal(parseBoolean('Nein (siehe Anlage)')?.value, false);
  });
  it('reads e-mails, phones and identifiers', () => {
    assert.equal(parseEmail('Contact: Jane.Doe@Example.org today')?.value, 'jane.doe@example.org');
    assert.equal(parseEmail('no mail here'), null);
    assert.equal(parsePhone('Tel: +60 3-7803 1234')?.value, '+60 3-7803 1234');
    assert.equal(parsePhone('Tel: 12'), null);
    assert.equal(parseIdentifier('Invoice No: INV-2020/0042')?.value, 'INV-2020/0042');
    // the whole part of an amount with thousands and a decimal comma is no identifier
    assert.equal(parseIdentifier('€ 1.038,83'), null);
  });
  it('picks enum members written in text', () => {
    assert.equal(parseEnum('Payment: CREDIT CARD', ['cash', 'credit_card', 'cheque'])?.value, 'credit_card');
    assert.equal(parseEnum('paid in cash', ['cash', 'card'])?.value, 'cash');
    // the first option the text names, not the longest of two apart
    assert.equal(parseEnum('hybrid (at the client office Tuesday and Thursday, otherwise remote)', ['on-site', 'remote', 'hybrid'])?.value, 'hybrid');
    assert.equal(parseEnum('paid by credit card, not cash', ['card', 'credit card', 'cash'])?.value, 'credit card');
    assert.equal(parseEnum('by transfer', ['cash', 'card']), null);
    // an option closing a compound, where only one does
    assert.equal(parseEnum('Holzpellets', ['Gas', 'Öl', 'Pellets', 'Stückholz'])?.value, 'Pellets');
    assert.equal(parseEnum('Holzpellets', ['Gas', 'Öl', 'Stückholz']), null);
  });
  it('normalises durations', () => {
    assert.deepEqual(findDurations('for a period of two (2) years after').map((d) => d.value), ['2 years']);
    assert.deepEqual(findDurations('eighteen (18) months').map((d) => d.value), ['18 months']);
    assert.deepEqual(findDurations('one year').map((d) => d.value), ['1 year']);
    assert.deepEqual(findDurations('within 30 days').map((d) => d.value), ['30 days']);
  });
});

describe('ranges whose start leaves its year to the end', () => {
  it('reads the start with the end\'s year, the year before when it would come after the end', async () => {
    const { yearlessStart } = await import('./dates.js');
    const { rangeJoin } = await import('./vocab.js');
    const pt = new Map([['maio', 5], ['junho', 6]]);
    const t = 'de 1 de maio a 30 de junho de 2024';
    const end = findDates(t, 'dmy', pt);
    assert.deepEqual(end.map((d) => d.value.iso), ['2024-06-30']);
    assert.equal(yearlessStart(t, end[0], rangeJoin(), pt)?.value.iso, '2024-05-01');
    const en = 'from 15 December to 15 January 2025';
    assert.equal(yearlessStart(en, findDates(en)[0], rangeJoin())?.value.iso, '2024-12-15');
    assert.equal(yearlessStart('Invoice 1 May, due 30 June 2024', findDates('Invoice 1 May, due 30 June 2024')[0], rangeJoin()), null);
  });
});

describe('identifiers with a series before them', () => {
  it('keeps a short code joined to the series by a hyphen ("L-KR 4471"), and a series alone ("FT 2020/45")', () => {
    assert.equal(parseIdentifier('L-KR 4471')?.value, 'L-KR 4471');
    assert.equal(parseIdentifier('FT 2020/45')?.value, 'FT 2020/45');
    assert.equal(parseIdentifier('FACTURA-RECIBO FR 2024A/318')?.value, 'FR 2024A/318');
  });
});
