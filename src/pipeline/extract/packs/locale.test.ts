import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectCountry, detectDecimal, detectLanguage, detectLocale, phraseRegExp } from './locale.js';
import { LANGUAGE_PACKS } from './registry.js';
import { PROSE as P } from '../../../../test/helpers/recognised.js';

// One paragraph of invoice prose in each language with a pack.

function lang(code: string) {
  return LANGUAGE_PACKS.get(code)!;
}

describe('language detection', () => {
  for (const code of Object.keys(P)) {
    it(`recognises a paragraph in ${code}`, () => {
      assert.equal(detectLanguage(P[code]).language, code);
      const l = detectLocale(P[code]);
      assert.equal(l.language.language, code);
      // the English pack is always looked at too, after the document's own language
      assert.deepEqual(l.languages.map((x) => x.language), code === 'en' ? ['en'] : [code, 'en']);
    });
  }

  it('falls back to English on a few words, where a guess is worse than the default', () => {
    for (const t of ['Rechnung Datum Summe', 'Facture Total TTC', 'Total 12.00', 'Faktura VAT', '']) assert.equal(detectLanguage(t).language, 'en', t);
  });

  it("a document's labels outvote the letter statistics where they clearly point at another language", () => {
    const check = ['BLUE MOON DINER', '1180 Route 9', 'Wappingers Falls, NY 12590', 'Server: Tanya        Table 7', 'Check #4127       Guests: 2',
      '1 Lumberjack Breakfast       13.95', '1 Western Omelette           11.50', '2 Coffee                      5.00', '1 OJ Large                    4.25',
      'Subtotal                   $34.70', 'Sales Tax                   $2.82', 'Total                      $37.52', 'Tip                         $7.00', 'Grand Total                $44.52',
      'VISA XXXXXXXXXXXX4417      $44.52', 'Thank you! Come again!'].join('\n');
    assert.equal(detectLanguage(check).language, 'en');
    assert.equal(detectLocale(check).country?.country, 'US');
    // prose decides when the labels do not clearly disagree
    for (const code of Object.keys(P)) assert.equal(detectLanguage(`${P[code]}\nTotal 12.00`).language, code);
  });

  it('a hint names the language outright', () => {
    assert.equal(detectLocale('Total 12.00', { language: 'de' }).language.language, 'de');
    // a hint naming a language without a pack is ignored
    assert.equal(detectLocale(P.fr, { language: 'xx' }).language.language, 'fr');
  });

  it('takes the decimal sign and date order of the language when the text gives no evidence', () => {
    assert.equal(detectLocale(P.de).decimal, ',');
    assert.equal(detectLocale(P.en).decimal, '.');
    assert.equal(detectLocale(P.pl).dateOrder, 'dmy');
  });

  it('gives the months of the document\'s language and of English', () => {
    const l = detectLocale(P.de);
    assert.equal(l.months.get('märz'), 3);
    assert.equal(l.months.get('march'), 3);
    assert.equal(detectLocale(P.pl).months.get('marca'), 3);
  });
});

describe('country detection', () => {
  const en = lang('en');

  it('from a VAT id', () => {
    assert.equal(detectCountry('USt-IdNr. DE136695976', en)?.country, 'DE');
    assert.equal(detectCountry('Acme Ltd VAT GB 980 7806 84', en)?.country, 'GB');
    assert.equal(detectCountry('NIP 526-104-08-28', en)?.country, 'PL');
  });

  it('from a legal form', () => {
    assert.equal(detectCountry('ACME SDN BHD', en)?.country, 'MY');
    // "S.r.l." is also a Quebec form: a form of Italy's own and a region settle it
    assert.equal(detectCountry('Acme S.p.A., Via Roma 1, 20121 Milano, Lombardia', en)?.country, 'IT');
    assert.equal(detectCountry('Acme Pty Ltd NSW 2000', en)?.country, 'AU');
    // a legal form alone is weaker than a VAT id: with the language it is enough
    assert.equal(detectCountry('Acme Sp. z o.o.', lang('pl'))?.country, 'PL');
  });

  it('from a currency sign used throughout the document', () => {
    assert.equal(detectCountry('Amount Rs. 500', en)?.country, 'IN');
    assert.equal(detectCountry('Razem 12,00 zł, VAT 2,00 zł', lang('pl'))?.country, 'PL');
    assert.equal(detectCountry('Subtotal RM 10.00 Total RM 12.00', en)?.country, 'MY');
    // one sign alone is not enough
    assert.equal(detectCountry('Total RM 12.00', en), undefined);
  });

  it('from a region, a country name or a calling code', () => {
    assert.equal(detectCountry('Petaling Jaya, Selangor. Total RM 12.00', en)?.country, 'MY');
    assert.equal(detectCountry('San Francisco, CA 94105. Total $12.00', en)?.country, 'US');
    assert.equal(detectCountry('Made in France', en)?.country, 'FR');
    assert.equal(detectCountry('Tel +60 3 1234 5678', en)?.country, 'MY');
    // Brunei: its districts and its dollar; a Malaysian firm's legal form still says Malaysia
    assert.equal(detectCountry('Jalan Pretty, Bandar Seri Begawan BS8811. Jumlah B$ 45.00, cukai B$ 0.00', lang('ms'))?.country, 'BN');
    assert.equal(detectCountry('KEDAI RUNCIT ABC SDN BHD, Jumlah RM 45.00, Tunai RM 50.00', lang('ms'))?.country, 'MY');
  });

  it('names no country without evidence', () => {
    assert.equal(detectCountry(P.en, en), undefined);
    assert.equal(detectLocale(P.en).country, undefined);
  });

  it('the country settles the date order', () => {
    const us = detectLocale(`${P.en} Austin, TX 78701. Total $12.00. Acme LLC`);
    assert.equal(us.country?.country, 'US');
    assert.equal(us.dateOrder, 'mdy');
  });

  it('a US address with "Inc." is in the US', () => {
    assert.equal(detectCountry('Acme Inc.', en)?.country !== 'CA', true);
    assert.equal(detectCountry('San Francisco, CA 94105. Total $12.00. Acme Inc.', en)?.country, 'US');
  });
});

describe('decimal sign', () => {
  it('is counted from amounts with two decimals', () => {
    assert.equal(detectDecimal('1.234,56 und 12,00', '.'), ',');
    assert.equal(detectDecimal('1,234.56 and 12.00', ','), '.');
    assert.equal(detectDecimal("1'234.56", ','), '.');
  });

  it('falls back to the locale\'s habit without evidence', () => {
    assert.equal(detectDecimal('nothing here', ','), ',');
    assert.equal(detectDecimal('nothing here', '.'), '.');
  });
});

describe('phrases', () => {
  it('match whole words, with optional full stops and spaces', () => {
    assert.ok(phraseRegExp('Sdn. Bhd.').test('ACME SDN BHD'));
    assert.ok(phraseRegExp('GmbH').test('Acme GmbH, Berlin'));
    assert.ok(!phraseRegExp('AG').test('AGENCY'));
  });
});

describe("a country's own month names", () => {
  it('an Austrian document reads "Jänner" as January', () => {
    const l = detectLocale(`${P.de} Optik Sonnleitner e.U., Stadtplatz 14, 4600 Wels, Österreich. UID ATU63829414. Datum 8. Jänner 2025`);
    assert.equal(l.country?.country, 'AT');
    assert.equal(l.months.get('jänner'), 1);
  });
});

describe('countries that print their currency as "$"', () => {
  const es = lang('es');

  it('a Spanish text with "$" is of the country its tax id and provinces point at, not of a country speaking another language', () => {
    const co = 'ALCALDÍA DE VILLA SERENA · NIT 891.204.337-1 · Carrera 7 # 12-40 · Matrícula 002-5521907 · Total a pagar $ 1.204.500 · Valor $ 98.000 · Saldo $ 12.000';
    assert.equal(detectCountry(co, es)?.country, 'CO');
    const ar = 'ACOPIO DEL SUR S.A. · CUIT 30-71228194-5 · Rosario, Santa Fe · Importe $ 2.418.300,00 · IVA $ 253.921,50';
    assert.equal(detectCountry(ar, es)?.country, 'AR');
  });

  it('a reference opening with 001- is no calling code of North America', () => {
    const l = detectLocale(`${P.es} Matrícula inmobiliaria 001-1184273. Valor $ 286.450`);
    assert.notEqual(l.country?.country, 'CA');
    assert.notEqual(l.country?.country, 'US');
  });
});

describe('more countries speaking the packs\' languages', () => {
  const en = lang('en');

  it('New Zealand, South Africa, the Philippines and Nigeria are told by their regions, currencies and calling codes', () => {
    assert.equal(detectCountry('Harbour Joinery Limited · 14 Moorhouse Avenue, Christchurch 8011, Canterbury, New Zealand · Total NZ$ 1,204.50', en)?.country, 'NZ');
    assert.equal(detectCountry('Karoo Farm Supplies (Pty) Ltd · Sandton, Gauteng 2196 · VAT No 4123456789 · Total ZAR 91 841,25', en)?.country, 'ZA');
    assert.equal(detectCountry('Makati Office Supply Inc. · Metro Manila · TIN 123-456-789-000 · Amount due ₱ 12,500.00', en)?.country, 'PH');
    assert.equal(detectCountry('Ikeja Logistics Limited · Lagos · Tel +234 803 555 0101 · Total ₦ 450,000.00', en)?.country, 'NG');
  });

  it('a letter alone is no currency sign that points at a country', () => {
    const l = detectLocale(`${P.en} Grocery receipt. Milk 2 x 1.10 = 2.20. Total 5.80. Tax 0.55. N. P. R.`);
    assert.ok(!['NG', 'PH', 'ZA'].includes(l.country?.country ?? ''));
  });
});
