import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocumentLocale } from '../packs/locale.js';
import { COUNTRY_PACKS, LANGUAGE_PACKS } from '../packs/registry.js';
import { parseBic, parseIban, parsePercent, parsePhoneNumber, parsePostcode, parseQuantity, parseVatId } from './identifiers.js';
import { parseEmail, parseIdentifier, parsePhone } from './normalise.js';

function localeIn(country?: string, decimal: '.' | ',' = '.'): DocumentLocale {
  const en = LANGUAGE_PACKS.get('en')!;
  const c = country ? COUNTRY_PACKS.get(country) : undefined;
  return { language: en, languages: [en], country: c, decimal, dateOrder: 'dmy', months: new Map() };
}

describe('IBAN and BIC', () => {
  it('reads an IBAN with a valid check digit, in electronic form, citing it as printed', () => {
    const v = parseIban('IBAN: DE89 3704 0044 0532 0130 00')!;
    assert.equal(v.value, 'DE89370400440532013000');
    assert.equal(v.raw, 'DE89 3704 0044 0532 0130 00');
    assert.equal(v.index, 6);
    assert.equal(v.score, 1);
    assert.equal(parseIban('GB29 NWBK 6016 1331 9268 19')!.value, 'GB29NWBK60161331926819');
    assert.equal(parseIban('PL61 1090 1014 0000 0712 1981 2874')!.score, 1);
  });

  it('an IBAN in a sentence, a word after its groups left out', () => {
    const v = parseIban("À payer sur le compte IBAN BE68 5390 0754 7034 avant l'échéance.")!;
    assert.deepEqual([v.value, v.raw, v.score], ['BE68539007547034', 'BE68 5390 0754 7034', 1]);
    assert.equal(parseIban('Bitte überweisen Sie auf DE89 3704 0044 0532 0130 00 bis Ende')!.value, 'DE89370400440532013000');
  });

  it('an IBAN with a wrong check digit counts less', () => {
    const v = parseIban('IBAN: DE88 3704 0044 0532 0130 00')!;
    assert.equal(v.value, 'DE88370400440532013000');
    assert.equal(v.score, 0.5);
  });

  it('prefers a valid IBAN over an earlier invalid one', () => {
    assert.equal(parseIban('DE88 3704 0044 0532 0130 00 / DE89 3704 0044 0532 0130 00')!.value, 'DE89370400440532013000');
  });

  it('reads a BIC of 8 or 11 characters whose country letters name a country', () => {
    assert.equal(parseBic('BIC: COBADEFFXXX')!.value, 'COBADEFFXXX');
    assert.equal(parseBic('SWIFT DEUTDEFF')!.value, 'DEUTDEFF');
    assert.equal(parseBic('ABCDZZ12'), null);
    assert.equal(parseBic('no code here'), null);
  });
});

describe('VAT ids', () => {
  const valid: [string, string][] = [
    ['DE 136 695 976', 'DE136695976'],
    ['FR40303265045', 'FR40303265045'],
    ['GB 980 7806 84', 'GB980780684'],
    ['NL004495445B01', 'NL004495445B01'],
    ['PL 526-104-08-28', 'PL5261040828'],
    ['IT 00743110157', 'IT00743110157'],
    ['ATU13585627', 'ATU13585627'],
    ['ESX2482300W', 'ESX2482300W'],
    ['BE0411905847', 'BE0411905847'],
  ];
  for (const [printed, value] of valid) {
    it(`reads ${printed} with a valid checksum`, () => {
      const v = parseVatId(`USt-IdNr.: ${printed}`)!;
      assert.equal(v.value, value);
      assert.equal(v.raw, printed);
      assert.equal(v.score, 1);
    });
  }

  it('a well-shaped id with a wrong checksum counts less', () => {
    const v = parseVatId('VAT DE123456789')!;
    assert.equal(v.value, 'DE123456789');
    assert.ok(v.score < 1);
  });

  it('finds nothing in text without an id', () => {
    assert.equal(parseVatId('Vielen Dank für Ihren Einkauf'), null);
  });
});

describe('phone numbers', () => {
  const cases: [string, string | undefined, string][] = [
    ['Tel. +49 30 1234567', undefined, '+49 30 1234567'],
    ['Tel: 030 1234567', 'DE', '030 1234567'],
    ['Phone (415) 555-2671', 'US', '(415) 555-2671'],
    ['+33 1 42 68 53 00', undefined, '+33 1 42 68 53 00'],
    ['Tel 03-2141 2345', 'MY', '03-2141 2345'],
  ];
  for (const [text, country, raw] of cases) {
    it(`finds "${raw}"${country ? ` read in ${country}` : ''}`, () => {
      const v = parsePhoneNumber(text, localeIn(country))!;
      assert.equal(v.raw, raw);
      assert.equal(text.slice(v.index, v.index + raw.length), raw);
    });
  }

  it('a national number is not found without the country', () => {
    assert.equal(parsePhoneNumber('Tel: 030 1234567'), null);
  });

  it('the plain reader never takes a date for a phone number', () => {
    assert.equal(parsePhone('05.03.2020'), null);
    assert.equal(parsePhone('Tel 0800 123 456')!.value, '0800 123 456');
  });
});

describe('postcodes', () => {
  const cases: [string, string, string][] = [
    ['10115 Berlin', 'DE', '10115'],
    ['1010 Wien', 'AT', '1010'],
    ['8001 Zürich', 'CH', '8001'],
    ['75008 Paris', 'FR', '75008'],
    ['1012 AB Amsterdam', 'NL', '1012 AB'],
    ['SW1A 1AA London', 'GB', 'SW1A 1AA'],
    ['00-950 Warszawa', 'PL', '00-950'],
    ['28013 Madrid', 'ES', '28013'],
    ['00184 Roma', 'IT', '00184'],
    ['1000-001 Lisboa', 'PT', '1000-001'],
    ['San Francisco, CA 94105', 'US', '94105'],
    ['50450 Kuala Lumpur', 'MY', '50450'],
  ];
  for (const [text, country, code] of cases) {
    it(`${country}: "${text}" → ${code}`, () => {
      const v = parsePostcode(text, localeIn(country))!;
      assert.equal(v.value, code);
      assert.equal(v.score, 0.9);
    });
  }

  it('without a country, any 4 to 6 digit code counts weakly', () => {
    const v = parsePostcode('10115 Berlin')!;
    assert.equal(v.value, '10115');
    assert.ok(v.score < 0.9);
  });
});

describe('percent, quantity, e-mail', () => {
  it('percentages use the locale decimal sign', () => {
    assert.equal(parsePercent('MwSt 7,5 %', localeIn('DE', ','))!.value, 7.5);
    assert.equal(parsePercent('VAT 20%', localeIn('GB'))!.value, 20);
    assert.equal(parsePercent('no rate'), null);
  });

  it('quantities take a unit or "x" and the locale decimal sign', () => {
    assert.equal(parseQuantity('2 x Kaffee', localeIn('DE', ','))!.value, 2);
    assert.equal(parseQuantity('0,75 l', localeIn('DE', ','))!.value, 0.75);
    assert.equal(parseQuantity('3 pcs')!.raw, '3 pcs');
  });

  it('e-mail addresses are lower-cased', () => {
    assert.equal(parseEmail('Mail: Rechnung@Beispiel.DE')!.value, 'rechnung@beispiel.de');
    assert.equal(parseEmail('no address'), null);
  });
});

describe('identifiers', () => {
  it('read a token with digits after a label', () => {
    assert.equal(parseIdentifier('Invoice INV-2020/0042')!.value, 'INV-2020/0042');
    assert.equal(parseIdentifier('No. 471102')!.value, '471102');
  });

  it('are never a date, an amount or a grouped phone number', () => {
    assert.equal(parseIdentifier('05.03.2020'), null);
    assert.equal(parseIdentifier('2020-03-05'), null);
    assert.equal(parseIdentifier('12.50'), null);
    assert.equal(parseIdentifier('1,234.56'), null);
    assert.equal(parseIdentifier('+1-855-333-2676'), null);
  });

  it('skip a bracketed code beside the number', () => {
    assert.equal(parseIdentifier('Ref (380) 12345')!.value, '12345');
  });

  it('are never a time', () => {
    assert.equal(parseIdentifier('at 14:30'), null);
  });

  it('keep a series code in capitals before the number, at the start or after words only', () => {
    assert.equal(parseIdentifier('FT 2020/45')!.value, 'FT 2020/45');
    assert.equal(parseIdentifier('-RECIBO FR 2024A/318')!.value, 'FR 2024A/318');
    // a number marker is no series code, and words with figures before the code make it another value's
    assert.equal(parseIdentifier('Invoice NO 12345', (w) => w.toLowerCase() === 'no')!.value, '12345');
    assert.notEqual(parseIdentifier('Table 7 INV 4127')?.value, 'INV 4127');
  });

  it('are never the whole part of an amount with a decimal comma', () => {
    assert.equal(parseIdentifier('€ 232,47'), null);
    assert.equal(parseIdentifier('232,47 EUR'), null);
  });
});
