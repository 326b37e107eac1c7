import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocumentLocale } from '../packs/locale.js';
import { monthNames } from '../packs/months.js';
import { COUNTRY_PACKS, LANGUAGE_PACKS } from '../packs/registry.js';
import { findDates } from './dates.js';
import { findMoney } from './normalise.js';
import { applyLocale, walkSchema, type FieldSpec } from './schema.js';
import { readValue } from './values.js';

/** A document locale as detection would give it for a language and a country. */
function localeOf(language: string, country?: string, decimal?: '.' | ','): DocumentLocale {
  const lang = LANGUAGE_PACKS.get(language)!;
  const en = LANGUAGE_PACKS.get('en')!;
  const languages = lang === en ? [en] : [lang, en];
  const c = country ? COUNTRY_PACKS.get(country) : undefined;
  const months = new Map<string, number>();
  for (const l of [...languages].reverse()) for (const [k, v] of monthNames(l.intl_locale)) months.set(k, v);
  return { language: lang, languages, country: c, decimal: decimal ?? c?.decimal ?? lang.decimal, dateOrder: c?.date_order ?? lang.date_order, months };
}

/** The spec of one field as the extractor builds it, with a document locale applied. */
function spec(name: string, prop: Record<string, unknown>, locale?: DocumentLocale): FieldSpec {
  const [f] = walkSchema({ type: 'object', properties: { [name]: prop } }, {});
  if (locale) applyLocale([f], locale);
  return f;
}

describe('value type: money', () => {
  const de = spec('total', { type: 'number' }, localeOf('de', 'DE'));
  const fr = spec('total', { type: 'number' }, localeOf('fr', 'FR'));
  const en = spec('total', { type: 'number' }, localeOf('en', 'US'));
  const ch = spec('total', { type: 'number' }, localeOf('de', 'CH', '.'));
  const cases: [FieldSpec, string, number, string][] = [
    [de, '1.234,56', 1234.56, '1.234,56'],
    [fr, '1 234,56', 1234.56, '1 234,56'],
    [fr, '1\u00a0234,56', 1234.56, '1\u00a0234,56'],
    [en, '1,234.56', 1234.56, '1,234.56'],
    [ch, "1'234.56", 1234.56, "1'234.56"],
    [de, '-12,00', -12, '-12,00'],
    [de, '€ 1.234,56', 1234.56, '€ 1.234,56'],
    [spec('total', { type: 'number' }, localeOf('pl', 'PL')), '1 234,56 zł', 1234.56, '1 234,56 zł'],
    [spec('total', { type: 'number' }, localeOf('ms', 'MY')), 'RM 39.80', 39.8, 'RM 39.80'],
  ];
  for (const [f, text, value, raw] of cases) {
    it(`reads "${text}" with the decimal sign "${f.locale!.decimal}"`, () => {
      const v = readValue(f, text)!;
      assert.equal(v.value, value);
      assert.equal(v.raw, raw);
    });
  }

  it('reads a trailing minus (accounting style) as negative', () => {
    assert.equal(readValue(de, '12,00-')!.value, -12);
  });

  it('cites the trailing minus as part of the amount', () => {
    assert.equal(readValue(de, '12,00-')!.raw, '12,00-');
  });

  it('1.234 is a thousand where the comma is the decimal sign, 1,5 is one and a half', () => {
    assert.equal(readValue(de, '1.234')!.value, 1234);
    assert.equal(readValue(de, '1,5')!.value, 1.5);
    assert.equal(readValue(en, '1,234')!.value, 1234);
  });

  it('a bare integer is weaker evidence for money than an amount with cents', () => {
    assert.ok(readValue(de, '12')!.parseScore < readValue(de, '12,00')!.parseScore);
  });

  it('a string money field keeps the decimals as written', () => {
    const s = spec('total', { type: 'string' }, localeOf('en', 'GB'));
    assert.equal(readValue(s, '12.50')!.value, '12.50');
    assert.equal(readValue(s, '£1,234.5')!.value, '1234.5');
  });

  it('reads the amount after a label and a space', () => {
    assert.equal(findMoney('Total 12.50')[0]?.value.amount, 12.5);
    assert.equal(readValue(de, 'Gesamt 1.234,50 EUR')?.value, 1234.5);
  });

  it('a percentage is not an amount', () => {
    assert.deepEqual(findMoney('19%'), []);
  });
});

describe('value type: percent and quantity', () => {
  const rate = spec('vat_rate', { type: 'number' }, localeOf('de', 'DE'));
  it('reads percentages with the locale decimal sign', () => {
    assert.equal(readValue(rate, '19 %')!.value, 19);
    assert.equal(readValue(rate, '7,5%')!.value, 7.5);
    const v = readValue(rate, 'MwSt 19%')!;
    assert.equal(v.value, 19);
    assert.equal(v.raw, '19%');
    assert.equal(readValue(spec('vat_rate', { type: 'number' }, localeOf('en', 'GB')), 'VAT 7.5%')!.value, 7.5);
  });

  it('a string percent field keeps the text as written', () => {
    assert.equal(readValue(spec('tax_rate', { type: 'string' }, localeOf('de', 'DE')), 'Satz 19 %')!.value, '19 %');
  });

  const qty = spec('quantity', { type: 'number' }, localeOf('de', 'DE'));
  it('reads quantities with a unit or a multiplication sign', () => {
    assert.equal(readValue(qty, '3 Stk')!.value, 3);
    assert.equal(readValue(qty, '2 x')!.value, 2);
    assert.equal(readValue(qty, '1,5 kg')!.value, 1.5);
    assert.equal(readValue(qty, '12')!.value, 12);
  });

  it('an integer quantity refuses a fraction', () => {
    const qi = spec('quantity', { type: 'integer' }, localeOf('de', 'DE'));
    assert.equal(readValue(qi, '1,5 kg'), null);
    assert.equal(readValue(qi, '4 pcs')!.value, 4);
  });
});

describe('value type: date', () => {
  // 5 March 2020 written in each language
  const WRITTEN: [string, string][] = [
    ['en', '5 March 2020'],
    ['en', 'March 5, 2020'],
    ['de', '5. März 2020'],
    ['fr', '5 mars 2020'],
    ['nl', '5 maart 2020'],
    ['nl', '5 mrt 2020'],
    ['es', '5 de marzo de 2020'],
    ['it', '5 marzo 2020'],
    ['pt', '5 de março de 2020'],
    ['pl', '5 marca 2020'],
    ['ms', '5 Mac 2020'],
  ];
  for (const [lang, text] of WRITTEN) {
    it(`finds "${text}" (${lang}) with the document's month names`, () => {
      const l = localeOf(lang);
      const d = findDates(`Datum: ${text}`, l.dateOrder === 'mdy' ? 'mdy' : 'dmy', l.months);
      assert.equal(d.length, 1);
      assert.equal(d[0].value.iso, '2020-03-05');
      assert.equal(d[0].raw, text);
    });
  }

  it('finds other months and ordinals', () => {
    const fr = localeOf('fr');
    assert.equal(findDates('le 1er février 2021', 'dmy', fr.months)[0].value.iso, '2021-02-01');
    const ms = localeOf('ms');
    assert.equal(findDates('5 Ogos 2020', 'dmy', ms.months)[0].value.iso, '2020-08-05');
    const de = localeOf('de');
    assert.equal(findDates('5 Okt 2020', 'dmy', de.months)[0].value.iso, '2020-10-05');
  });

  it('numeric dates follow the order given; an impossible order corrects itself', () => {
    assert.equal(findDates('03/05/2020', 'dmy')[0].value.iso, '2020-05-03');
    assert.equal(findDates('03/05/2020', 'mdy')[0].value.iso, '2020-03-05');
    assert.equal(findDates('13/05/2020', 'mdy')[0].value.iso, '2020-05-13');
    assert.equal(findDates('05.03.2020', 'dmy')[0].value.iso, '2020-03-05');
    assert.equal(findDates('2020-03-05', 'mdy')[0].value.iso, '2020-03-05');
    assert.equal(findDates('05.03.20', 'dmy')[0].value.iso, '2020-03-05');
  });

  it('a date field reads numeric dates into ISO and keeps the time for date-time', () => {
    const d = spec('issue_date', { type: 'string', format: 'date' }, localeOf('de', 'DE'));
    assert.equal(readValue(d, '05.03.2020')!.value, '2020-03-05');
    const mdy = spec('issue_date', { type: 'string', format: 'date' });
    mdy.hints.dateOrder = 'mdy';
    assert.equal(readValue(mdy, '03/05/2020')!.value, '2020-03-05');
    const dt = spec('created', { type: 'string', format: 'date-time' }, localeOf('en'));
    assert.equal(readValue(dt, '05/03/2020 14:30')!.value, '2020-03-05T14:30:00');
  });

  for (const [lang, text] of WRITTEN.filter(([l]) => l !== 'en')) {
    it(`a date field reads "${text}" (${lang})`, () => {
      const f = spec('issue_date', { type: 'string', format: 'date' }, localeOf(lang));
      assert.equal(readValue(f, text)?.value, '2020-03-05');
    });
  }

  it('a date field without a format keeps the date as written', () => {
    const f = spec('issue_date', { type: 'string' }, localeOf('en'));
    assert.equal(readValue(f, 'Date: 5 March 2020')!.value, '5 March 2020');
  });
});

describe('value type: e-mail, URL, identifier', () => {
  it('reads an e-mail address and lower-cases it', () => {
    const v = readValue(spec('email', { type: 'string' }), 'E-Mail: Rechnung@Beispiel.DE')!;
    assert.equal(v.value, 'rechnung@beispiel.de');
    assert.equal(v.raw, 'Rechnung@Beispiel.DE');
  });

  it('reads a URL as written', () => {
    const f = spec('website', { type: 'string' });
    assert.equal(readValue(f, 'Web: www.beispiel.de')!.value, 'www.beispiel.de');
    assert.equal(readValue(f, 'see https://example.com/a?b=1')!.value, 'https://example.com/a?b=1');
  });

  it('reads an identifier, never a date', () => {
    const f = spec('invoice_number', { type: 'string' });
    assert.equal(readValue(f, 'INV-2020/0042')!.value, 'INV-2020/0042');
    assert.equal(readValue(f, 'Nr. 471102')!.value, '471102');
    assert.equal(readValue(f, '05.03.2020'), null);
  });

  it('an enum field reads one of its members', () => {
    const f = spec('payment_method', { type: 'string', enum: ['cash', 'credit card', 'transfer'] });
    assert.equal(readValue(f, 'Paid by Credit Card')!.value, 'credit card');
  });

  it('a boolean field reads yes and no in several languages', () => {
    const f = spec('paid', { type: 'boolean' });
    assert.equal(readValue(f, 'Ja')!.value, true);
    assert.equal(readValue(f, 'non')!.value, false);
  });
});

describe('value type: quantity, grouped and undated', () => {
  it('reads thousands grouped by a space where the comma is the decimal sign, and by points and commas anywhere', () => {
    assert.equal(readValue(spec('kwh_used', { type: 'number', description: 'The energy consumption.' }, localeOf('fr', 'BE')), '1 811 kWh')?.value, 1811);
    assert.equal(readValue(spec('gross_weight', { type: 'number', description: 'The gross weight in kg.' }, localeOf('it', 'IT')), '1.845,00')?.value, 1845);
    assert.equal(readValue(spec('gross_weight', { type: 'number', description: 'The gross weight in kg.' }, localeOf('en', 'GB')), '9,828.000 KGS')?.value, 9828);
  });

  it('takes no quantity out of a date ("du 01/10/2023 au 30/09/2024")', () => {
    assert.equal(readValue(spec('kwh_used', { type: 'number', description: 'The energy consumption.' }, localeOf('fr', 'BE')), 'du 01/10/2023 au 30/09/2024'), null);
  });
});

describe('value type: enum in the document\'s words', () => {
  const paidVia = { type: 'string', enum: ['cash', 'card', 'app'], description: 'How the fare was paid.' };
  it('reads an option named in English from its words in the document\'s language', () => {
    assert.equal(readValue(spec('paid_via', paidVia, localeOf('nl', 'NL')), 'Betaald: PIN')?.value, 'card');
    assert.equal(readValue(spec('paid_via', paidVia, localeOf('pl', 'PL')), 'Karta płatnicza 52,40')?.value, 'card');
    assert.equal(readValue(spec('paid_via', paidVia, localeOf('es', 'ES')), 'Forma de pago: efectivo')?.value, 'cash');
  });

  it('takes no option behind an empty box', () => {
    const kind = { type: 'string', enum: ['youth', 'senior'], description: 'The kind of membership ticked.' };
    assert.equal(readValue(spec('membership', kind, localeOf('en', 'GB')), '[ ] Senior   [X] Youth')?.value, 'youth');
    assert.equal(readValue(spec('membership', kind, localeOf('en', 'GB')), '[ ] Senior'), null);
  });
});
