import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Line, RecognisedDocument } from '../../types.js';
import type { DocumentLocale } from '../packs/locale.js';
import { COUNTRY_PACKS, LANGUAGE_PACKS } from '../packs/registry.js';
import { currencyCandidates, currencyOf, parseCurrency } from './currency.js';
import { extractDeterministic } from './index.js';
import { indexDocument } from './layout.js';
import { applyLocale, walkSchema, type FieldSpec } from './schema.js';
import { readValue } from './values.js';

function localeIn(country?: string): DocumentLocale {
  const en = LANGUAGE_PACKS.get('en')!;
  const c = country ? COUNTRY_PACKS.get(country) : undefined;
  return { language: en, languages: [en], country: c, decimal: '.', dateOrder: 'dmy', months: new Map() };
}

function currencyField(country?: string, prop: Record<string, unknown> = { type: 'string' }): FieldSpec {
  const [f] = walkSchema({ type: 'object', properties: { currency: prop } }, {});
  applyLocale([f], localeIn(country));
  return f;
}

function line(text: string, y: number): Line {
  return { text, bbox: { x0: 20, y0: y, x1: 20 + text.length * 7, y1: y + 14 }, words: [], confidence: 1 };
}

function doc(texts: string[]): RecognisedDocument {
  return { pageCount: 1, format: 'png', pages: [{ number: 1, width: 600, height: 800, source: 'ocr', lines: texts.map((t, i) => line(t, 20 + i * 20)), tables: [] }] };
}

describe('currency: printed forms', () => {
  const cases: [string, string | undefined, string, string][] = [
    ['€ 12,00', undefined, 'EUR', '€'],
    ['12,00 zł', undefined, 'PLN', 'zł'],
    ['₹ 500', undefined, 'INR', '₹'],
    ['Rs. 500', undefined, 'INR', 'Rs.'],
    ['RM 12.00', undefined, 'MYR', 'RM'],
    ['£5', undefined, 'GBP', '£'],
    ['S$ 12', undefined, 'SGD', 'S$'],
    ['Fr. 12.00', 'CH', 'CHF', 'Fr.'],
    ['$ 12.00', undefined, 'USD', '$'],
    ['$12', 'US', 'USD', '$'],
    ['$ 12.00', 'CA', 'CAD', '$'],
    ['$ 12.00', 'AU', 'AUD', '$'],
    ['$ 12.00', 'SG', 'SGD', '$'],
    ['Amount in CHF', undefined, 'CHF', 'CHF'],
    ['GBP 10', undefined, 'GBP', 'GBP'],
    ['12 PLN', undefined, 'PLN', 'PLN'],
    ['CAD 12', undefined, 'CAD', 'CAD'],
  ];
  for (const [text, country, code, raw] of cases) {
    it(`"${text}"${country ? ` in ${country}` : ''} → ${code}`, () => {
      const v = readValue(currencyField(country), text)!;
      assert.equal(v.value, code);
      assert.equal(v.raw, raw);
      assert.equal(text.slice(v.index, v.index + raw.length), raw);
    });
  }

  it('three capitals that are no ISO 4217 code are not a currency', () => {
    assert.equal(parseCurrency('ABC 12', currencyField()), null);
    assert.equal(parseCurrency('TEL 030 123', currencyField()), null);
  });

  it('"$" is the country\'s own dollar, else the US dollar', () => {
    assert.equal(currencyOf('$', currencyField('AU')), 'AUD');
    assert.equal(currencyOf('$', currencyField('DE')), 'USD');
    assert.equal(currencyOf('$', currencyField()), 'USD');
    assert.equal(currencyOf('XYZ', currencyField()), undefined);
  });

  it('a currency field with an enum of codes picks the member written', () => {
    const f = currencyField(undefined, { type: 'string', enum: ['EUR', 'USD', 'GBP'] });
    assert.equal(readValue(f, 'Total EUR 12,00')!.value, 'EUR');
  });
});

describe('currency: the document\'s amounts vote', () => {
  it('counts every sign beside an amount; signs away from amounts do not vote', () => {
    const dt = indexDocument(doc(['Price list in USD', 'Item 1 12,00 €', 'Item 2 8,00 €', 'Total 20,00 €']));
    const c = currencyCandidates(dt, currencyField());
    assert.deepEqual(c.map((x) => x.value), ['EUR']);
    assert.equal(c[0].citations[0].text, '€');
  });

  it('counts a sign in brackets after a label or heading as the unit of its amounts', () => {
    for (const head of ['Total (€)        11,00', 'Amount [EUR]', 'Price ( € )']) {
      const c = currencyCandidates(indexDocument(doc(['Shop', head, '11,00'])), currencyField());
      assert.deepEqual(c.map((x) => x.value), ['EUR'], head);
    }
    // a code in brackets that is no currency, and a sign in words, do not vote
    assert.deepEqual(currencyCandidates(indexDocument(doc(['Ref (ABC) 12', 'paid in € by card'])), currencyField()), []);
  });

  it('counts a code after an amount with its minus after it, also with a space before the code', () => {
    for (const text of ['Gutschriftsbetrag  228,48- EUR', 'Total 12,00-  EUR', 'CHF -12.50', 'Saldo EUR  -1.234,00']) {
      assert.deepEqual(currencyCandidates(indexDocument(doc(['Shop', text])), currencyField()).map((x) => x.value), [text.includes('CHF') ? 'CHF' : 'EUR'], text);
    }
  });

  it('extracts the currency of a receipt with no currency label', () => {
    const r = extractDeterministic({ document: doc(['KEDAI RUNCIT ABC', 'Roti 2.50', 'Teh 1.80', 'Jumlah RM 4.30']), schema: { type: 'object', properties: { currency: { type: 'string' } } }, annotations: {} });
    assert.equal(r.data.currency, 'MYR');
    assert.equal(r.fields[0].citations[0].text, 'RM');
  });

  it('takes the currency of the country the document shows when no amount has a sign, weakly and cited there', () => {
    const schema = { type: 'object', properties: { currency: { type: 'string' } } };
    const sg = extractDeterministic({ document: doc(['HARBOUR NOODLE HOUSE PTE. LTD.', '12 MARINA VIEW', 'SINGAPORE 018961', 'NOODLE SOUP 6.50', 'TOTAL 6.50']), schema, annotations: {} });
    assert.equal(sg.data.currency, 'SGD');
    assert.ok(sg.fields[0].confidence < 0.5, `confidence ${sg.fields[0].confidence}`);
    assert.match(sg.fields[0].citations[0].text, /^(PTE|SINGAPORE)/);
    // no country shown: nothing is guessed; a sign beside an amount wins over the country
    assert.equal(extractDeterministic({ document: doc(['Noodle House', 'Soup 6.50', 'Total 6.50']), schema, annotations: {} }).data.currency, undefined);
    assert.equal(extractDeterministic({ document: doc(['HARBOUR NOODLE HOUSE PTE. LTD.', 'SINGAPORE 018961', 'Soup 6.50 USD']), schema, annotations: {} }).data.currency, 'USD');
  });
});
