import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import ISO6391 from 'iso-639-1';
import type { Concept, ConceptSpec, CountryPack, LanguagePack, ValueType } from './types.js';

// The packs are read from the source tree so that every file in the folder is checked,
// including one added without touching this test (compiled: dist/src/pipeline/extract/packs/).
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../../../../../src/pipeline/extract/packs/data');

// Written as records over the types' keys so that a change to types.ts fails to compile here.
const CONCEPTS: Record<Concept, true> = {
  invoice_number: true, order_number: true, contract_number: true, customer_number: true, account_number: true,
  receipt_number: true, delivery_note_number: true, statement_number: true, reference: true, registration_number: true, tax_number: true,
  vat_id: true, iban: true, bic: true,
  document_date: true, due_date: true, delivery_date: true, order_date: true, start_date: true, end_date: true, period: true,
  effective_date: true,
  total: true, subtotal: true, net_amount: true, tax_amount: true, tax_rate: true, exchange_rate: true, discount: true, amount_paid: true, change: true,
  unit_price: true, quantity: true, amount: true,
  currency: true,
  carrier: true, seller: true, buyer: true, recipient: true, payee: true, person: true,
  address: true, postcode: true, city: true, country: true,
  email: true, phone: true, fax: true, url: true,
  jurisdiction: true, party: true, term: true, description: true, payment_terms: true,
  employee_number: true, gross_pay: true, net_pay: true, opening_balance: true, closing_balance: true, minimum_payment: true, credit_limit: true, available_credit: true, instalment: true, meter_number: true,
  quote_number: true, article_number: true, first_name: true, last_name: true, bank: true,
  probation_period: true, notice_period: true, job_title: true, guest: true, patient: true, passenger: true, policyholder: true, insured: true,
  room_number: true, nights: true, subject: true, venue: true, sum_insured: true, rent: true, deposit: true, tax_year: true, origin: true, destination: true,
  packages: true, weight: true, transport_reason: true, consumption: true, cover_type: true, port_of_loading: true, port_of_discharge: true,
  value_date: true, remittance_number: true, reason: true,
  practitioner: true, vehicle_registration: true, distance: true, vessel: true, container_number: true, bill_of_lading_number: true, claim_number: true, policy_number: true, received_date: true, incident_date: true, birth_date: true, tariff: true, service_charge: true, tourist_tax: true, premises: true, member: true, guardian: true, handler: true, claimant: true,
};
const VALUE_TYPES: Record<ValueType, true> = {
  money: true, number: true, integer: true, percent: true, quantity: true, date: true, datetime: true, currency: true,
  identifier: true, organisation: true, person: true, party_name: true, address: true, postcode: true, email: true,
  phone: true, url: true, iban: true, bic: true, vat_id: true, enum: true, boolean: true, duration: true, text: true,
};
const LANG_KEYS: Record<keyof LanguagePack, 'required' | 'optional'> = {
  pack: 'required', version: 'required', language: 'required', detector_code: 'required', intl_locale: 'required',
  decimal: 'required', date_order: 'required', labels: 'required', qualifiers: 'required', titles: 'required',
  not_names: 'required', trade_words: 'required', address_words: 'required', address_stops: 'required',
  booleans: 'required', number_words: 'required', duration_units: 'required', clauses: 'optional',
  number_markers: 'optional', range_words: 'optional', payment_means: 'optional', payment_phrases: 'optional', enum_words: 'optional', days_after: 'optional', quantity_units: 'optional', ordinal_stop: 'optional', negations: 'optional',
};
const QUALIFIER_KEYS: Record<keyof LanguagePack['qualifiers'], true> = {
  total_final: true, total_not: true, payment: true, change: true, summary: true, table_header: true, total_gross: true, total_due: true,
};
const UNIT_KEYS: Record<keyof LanguagePack['duration_units'], true> = { day: true, week: true, month: true, year: true, hour: true, semester: true };
/** Every clause list is required, but for articles: some languages (Polish, Malay) have none. */
const CLAUSE_KEYS: Record<keyof NonNullable<LanguagePack['clauses']>, true | 'optional'> = {
  governing_law: true, law_of: true, courts: true, parties_between: true, effective: true, made: true, made_on: true, dated: true,
  term_agreement: true, term: true, term_period: true, place_kind: true, place_end: true, place_not: true, parties_made: true,
  parties_made_on: true, parties_by: true, party_and: true, party_for: true, party_end: true, defined_as: true, party_prefix: true,
  honorifics: true, indefinite: 'optional', definite: 'optional', party_entity: true, party_descriptor: true, name_and_tail: true,
  name_abbreviations: true, party_roles: true, agreement: true, self_reference: true, term_start: true, term_counted_from: true, term_end_events: true, term_end_verb: true, notice: true, employment_end: true,
  term_renewal: true, period: true, restraint: true, confidentiality: true, name_joiners: true, party_collective: true, salutation: true,
  attention: true, anniversary: true, ordinals: true, parties_word: true, law_words: 'optional',
};
const COUNTRY_KEYS: Record<keyof CountryPack, 'required' | 'optional'> = {
  pack: 'required', version: 'required', country: 'required', languages: 'required', currency: 'required',
  currency_symbols: 'required', date_order: 'required', decimal: 'required', postcode: 'optional',
  regions: 'required', legal_forms: 'required', vat_id: 'optional', calling_code: 'optional', registration: 'optional', names: 'optional', repairs: 'required',
};
const DATE_ORDERS = ['dmy', 'mdy', 'ymd'];
const DECIMALS = ['.', ','];

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
}

/** A phrase as matching sees it: punctuation is ignored, so only its letter and digit runs count. */
function matchForm(p: string): string {
  return (p.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/**
 * Asserts that a value is a non-empty list of distinct, trimmed, lower-case phrases; a label must also
 * keep a letter or digit, since punctuation is ignored when matching ("%" alone would match nothing).
 */
function assertPhraseList(list: unknown, where: string, lang: string, label = false): void {
  assert.ok(Array.isArray(list), `${where} is a list`);
  assert.ok(list.length > 0, `${where} is not empty`);
  const seen = new Set<string>();
  for (const p of list) {
    assert.equal(typeof p, 'string', `${where}: ${JSON.stringify(p)} is a string`);
    assert.ok(p.length > 0 && p === p.trim() && !/\s{2}/u.test(p), `${where}: "${p}" is trimmed, single-spaced and not empty`);
    assert.equal(p, p.toLocaleLowerCase(lang), `${where}: "${p}" is lower case`);
    if (label) assert.ok(matchForm(p).length > 0, `${where}: "${p}" has a letter or digit`);
    assert.ok(!seen.has(p), `${where}: "${p}" is listed once`);
    seen.add(p);
  }
}

/** Asserts that a value is a list of distinct non-empty strings (case kept, as printed). */
function assertPrintedList(list: unknown, where: string): void {
  assert.ok(Array.isArray(list) && list.length > 0, `${where} is a non-empty list`);
  const seen = new Set<string>();
  for (const p of list) {
    assert.ok(typeof p === 'string' && p.length > 0 && p === p.trim(), `${where}: ${JSON.stringify(p)} is a trimmed string`);
    assert.ok(!seen.has(p), `${where}: "${p}" is listed once`);
    seen.add(p);
  }
}

function assertKeys(obj: object, spec: Record<string, 'required' | 'optional' | true>, where: string): void {
  for (const [k, need] of Object.entries(spec)) {
    if (need !== 'optional') assert.ok(k in obj, `${where} has "${k}"`);
  }
  for (const k of Object.keys(obj)) assert.ok(k in spec, `${where}: "${k}" is a known key`);
}

function assertRegex(source: unknown, flags: string, where: string): RegExp {
  assert.equal(typeof source, 'string', `${where} is a string`);
  const unique = [...new Set((flags + 'u').split(''))].join('');
  try {
    return new RegExp(source as string, unique);
  } catch (e) {
    assert.fail(`${where} compiles with the u flag: ${(e as Error).message}`);
  }
}

const conceptFile = readJson<{ version: number; concepts: Record<string, ConceptSpec> }>(path.join(dataDir, 'concepts.json'));
const langFiles = jsonFiles(path.join(dataDir, 'lang'));
const countryFiles = jsonFiles(path.join(dataDir, 'country'));
const langCodes = new Set(langFiles.map((f) => f.replace(/\.json$/u, '')));

describe('knowledge pack data: concepts.json', () => {
  it('defines exactly the concepts of the Concept type, each with a value type and English field words', () => {
    assert.equal(typeof conceptFile.version, 'number');
    assert.deepEqual(Object.keys(conceptFile.concepts).sort(), Object.keys(CONCEPTS).sort());
    for (const [name, spec] of Object.entries(conceptFile.concepts)) {
      assert.ok(spec.type in VALUE_TYPES, `${name}: "${spec.type}" is a value type`);
      assertPhraseList(spec.field_words, `${name}.field_words`, 'en');
      if (spec.description_words !== undefined) assertPhraseList(spec.description_words, `${name}.description_words`, 'en');
    }
  });
});

describe('knowledge pack data: language packs', () => {
  it('has the expected languages', () => {
    for (const code of ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'pl', 'ms']) assert.ok(langCodes.has(code), `lang/${code}.json exists`);
  });

  for (const file of langFiles) {
    const code = file.replace(/\.json$/u, '');
    it(`lang/${file} is complete and well formed`, () => {
      const p = readJson<LanguagePack>(path.join(dataDir, 'lang', file));
      assertKeys(p, LANG_KEYS, file);
      assert.equal(p.pack, `lang:${code}`);
      assert.equal(p.language, code);
      assert.ok(ISO6391.validate(p.language), `${file}: ${p.language} is an ISO 639-1 code`);
      assert.equal(typeof p.version, 'number');
      assert.match(p.detector_code, /^[a-z]{3}$/u, `${file}: detector_code is an ISO 639-3 code`);
      assert.ok(p.intl_locale.length > 0, `${file}: intl_locale is set`);
      assert.doesNotThrow(() => new Intl.DateTimeFormat(p.intl_locale), `${file}: Intl.DateTimeFormat accepts ${p.intl_locale}`);
      assert.equal(Intl.DateTimeFormat.supportedLocalesOf([p.intl_locale]).length, 1, `${file}: the platform has data for ${p.intl_locale}`);
      assert.ok(DECIMALS.includes(p.decimal), `${file}: decimal`);
      assert.ok(DATE_ORDERS.includes(p.date_order), `${file}: date_order`);

      const lang = p.intl_locale;
      for (const [concept, labels] of Object.entries(p.labels)) {
        assert.ok(concept in conceptFile.concepts, `${file}: concept "${concept}" exists in concepts.json`);
        assertPhraseList(labels, `${file} labels.${concept}`, lang, true);
      }
      for (const concept of Object.keys(CONCEPTS)) assert.ok(concept in p.labels, `${file}: labels for "${concept}"`);

      assertKeys(p.qualifiers, QUALIFIER_KEYS, `${file} qualifiers`);
      for (const [k, list] of Object.entries(p.qualifiers)) assertPhraseList(list, `${file} qualifiers.${k}`, lang);
      for (const k of ['titles', 'not_names', 'trade_words', 'address_words', 'address_stops'] as const) {
        assertPhraseList(p[k], `${file} ${k}`, lang);
      }
      for (const [option, list] of Object.entries(p.enum_words ?? {})) {
        assert.equal(option, option.toLowerCase(), `${file} enum_words: "${option}" is lower case`);
        assertPhraseList(list, `${file} enum_words.${option}`, lang);
      }
      assertKeys(p.booleans, { true: true, false: true }, `${file} booleans`);
      assertPhraseList(p.booleans.true, `${file} booleans.true`, lang);
      assertPhraseList(p.booleans.false, `${file} booleans.false`, lang);
      for (const w of p.booleans.true) assert.ok(!p.booleans.false.includes(w), `${file}: "${w}" is not both true and false`);

      for (const [word, n] of Object.entries(p.number_words)) {
        assert.equal(word, word.toLocaleLowerCase(lang), `${file} number_words: "${word}" is lower case`);
        assert.ok(Number.isInteger(n) && n > 0, `${file} number_words: ${word} is a positive integer`);
      }
      const numbers = new Set(Object.values(p.number_words));
      for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 18, 24, 36]) assert.ok(numbers.has(n), `${file}: a word for ${n}`);

      assertKeys(p.duration_units, UNIT_KEYS, `${file} duration_units`);
      const units = new Map<string, string>();
      for (const [unit, words] of Object.entries(p.duration_units)) {
        assertPhraseList(words, `${file} duration_units.${unit}`, lang);
        for (const w of words) {
          assert.ok(!units.has(w), `${file}: "${w}" names only one unit`);
          units.set(w, unit);
        }
      }

      assert.ok(p.clauses, `${file}: clauses`);
      assertKeys(p.clauses, CLAUSE_KEYS, `${file} clauses`);
      for (const [k, list] of Object.entries(p.clauses)) assertPhraseList(list, `${file} clauses.${k}`, lang);
    });
  }

  it('no two packs claim the same detector code', () => {
    const codes = langFiles.map((f) => readJson<LanguagePack>(path.join(dataDir, 'lang', f)).detector_code);
    assert.equal(new Set(codes).size, codes.length);
  });
});

describe('knowledge pack data: country packs', () => {
  const currencies = new Set(Intl.supportedValuesOf('currency'));

  it('has the expected countries', () => {
    for (const c of ['US', 'GB', 'IE', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'LU', 'ES', 'IT', 'PT', 'PL', 'MY', 'SG', 'IN', 'CA', 'AU']) {
      assert.ok(countryFiles.includes(`${c}.json`), `country/${c}.json exists`);
    }
  });

  for (const file of countryFiles) {
    const code = file.replace(/\.json$/u, '');
    it(`country/${file} is complete and well formed`, () => {
      const p = readJson<CountryPack>(path.join(dataDir, 'country', file));
      assertKeys(p, COUNTRY_KEYS, file);
      assert.equal(p.pack, `country:${code}`);
      assert.equal(p.country, code);
      assert.match(p.country, /^[A-Z]{2}$/u);
      assert.equal(typeof p.version, 'number');
      assert.ok(p.languages.length > 0, `${file}: languages`);
      for (const l of p.languages) assert.ok(ISO6391.validate(l), `${file}: ${l} is an ISO 639-1 code`);
      assert.ok(currencies.has(p.currency), `${file}: ${p.currency} is an ISO 4217 code`);
      assertPrintedList(p.currency_symbols, `${file} currency_symbols`);
      assert.ok(DATE_ORDERS.includes(p.date_order), `${file}: date_order`);
      assert.ok(DECIMALS.includes(p.decimal), `${file}: decimal`);
      assertPrintedList(p.regions, `${file} regions`);
      assertPrintedList(p.legal_forms, `${file} legal_forms`);
      if (p.postcode !== undefined) assertRegex(p.postcode, '', `${file} postcode`);
      if (p.vat_id !== undefined) assertRegex(p.vat_id, '', `${file} vat_id`);
      if (p.calling_code !== undefined) assert.match(p.calling_code, /^[1-9]\d{0,2}$/u, `${file}: calling_code`);
      assert.ok(Array.isArray(p.repairs), `${file}: repairs`);
      for (const [i, r] of p.repairs.entries()) {
        assertKeys(r, { pattern: true, flags: true, replace: true }, `${file} repairs[${i}]`);
        assert.match(r.flags, /^[gimsuy]*$/u, `${file} repairs[${i}].flags`);
        assertRegex(r.pattern, r.flags, `${file} repairs[${i}].pattern`);
        assert.equal(typeof r.replace, 'string');
      }
    });
  }

  /** Each country's samples: postcodes and tax ids as printed, which its patterns must find. */
  const samples: Record<string, { postcode?: string[]; vat_id?: string[] }> = {
    US: { postcode: ['Austin, TX 78701', 'NY 10001-1234'], vat_id: ['EIN 12-3456789'] },
    GB: { postcode: ['London SW1A 1AA', 'M1 1AE', 'EC1A 1BB'], vat_id: ['VAT Reg No GB 123456789', 'GB123456789012', 'VAT No. 123 4567 89'] },
    IE: { postcode: ['Dublin D02 X285', 'A65 F4E2'], vat_id: ['IE6388047V', 'IE 1234567FA'] },
    DE: { postcode: ['10115 Berlin'], vat_id: ['USt-IdNr. DE123456789', 'DE 123456789'] },
    AT: { postcode: ['1010 Wien'], vat_id: ['UID ATU12345678'] },
    CH: { postcode: ['8001 Zürich'], vat_id: ['CHE-123.456.789 MWST', 'CHE123456789'] },
    FR: { postcode: ['75008 Paris'], vat_id: ['FR 40 123456824', 'FR40123456824'] },
    BE: { postcode: ['1000 Bruxelles'], vat_id: ['BE 0123.456.749', 'BE0123456749'] },
    NL: { postcode: ['1012 AB Amsterdam', '3011AD'], vat_id: ['NL123456789B01'] },
    LU: { postcode: ['L-1234 Luxembourg'], vat_id: ['LU12345678'] },
    ES: { postcode: ['28001 Madrid'], vat_id: ['ESB12345678', 'CIF: B12345678', 'NIF 12345678Z'] },
    IT: { postcode: ['00184 Roma'], vat_id: ['P.IVA IT 12345678901', 'IT12345678901'] },
    PT: { postcode: ['1000-001 Lisboa'], vat_id: ['PT 123456789', 'NIF 501234567'] },
    PL: { postcode: ['00-950 Warszawa'], vat_id: ['NIP 123-456-32-18', 'PL1234563218'] },
    MY: { postcode: ['50450 Kuala Lumpur'], vat_id: ['GST Reg No: 000123456789', 'SST No: W10-1808-31000001', 'TIN: C2581234509'] },
    SG: { postcode: ['Singapore 018956'], vat_id: ['GST Reg No: M2-0012345-6', '201912345K'] },
    IN: { postcode: ['Mumbai 400001', 'Delhi 110 001'], vat_id: ['GSTIN: 27AAPFU0939F1ZV'] },
    CA: { postcode: ['Toronto, ON M5V 3L9', 'K1A0B1'], vat_id: ['GST/HST 123456789 RT0001'] },
    AU: { postcode: ['Sydney NSW 2000'], vat_id: ['ABN 51 824 753 556'] },
    MX: { postcode: ['03940 Ciudad de México'], vat_id: ['RFC: GOMA800101AB1', 'XAXX010101000'] },
    BR: { postcode: ['São Paulo - SP, 01310-100'], vat_id: ['CNPJ: 11.222.333/0001-81', '11222333000181'] },
  };

  it('finds postcodes and tax ids as printed in each country', () => {
    for (const [code, s] of Object.entries(samples)) {
      if (!countryFiles.includes(`${code}.json`)) continue;
      const p = readJson<CountryPack>(path.join(dataDir, 'country', `${code}.json`));
      for (const text of s.postcode ?? []) assert.match(text, new RegExp(p.postcode ?? '(?!)', 'u'), `${code} postcode in "${text}"`);
      for (const text of s.vat_id ?? []) assert.match(text, new RegExp(p.vat_id ?? '(?!)', 'u'), `${code} tax id in "${text}"`);
    }
  });

  /** Text that looks close but is not a tax id there (phone numbers, identity card numbers). */
  const notVatIds: Record<string, string[]> = {
    GB: ['Tel 020 7946 0958', '0121 496 0000'],
    MY: ['IC 900101145678', 'Tel 03-2141 8888'],
    AU: ['Ph 02 9876 5432'],
    DE: ['Tel. +49 30 12345678'],
    NL: ['NL12345678901'],
    BR: ['CEP 01310-100', 'Tel (11) 3456-7890'],
  };

  it('does not take phone or identity card numbers for tax ids', () => {
    for (const [code, texts] of Object.entries(notVatIds)) {
      const p = readJson<CountryPack>(path.join(dataDir, 'country', `${code}.json`));
      for (const text of texts) assert.doesNotMatch(text, new RegExp(p.vat_id ?? '(?!)', 'u'), `${code}: "${text}"`);
    }
  });

  it('the Malaysian repairs turn misread company suffixes into "Sdn Bhd"', () => {
    const p = readJson<CountryPack>(path.join(dataDir, 'country', 'MY.json'));
    const repair = (s: string) => p.repairs.reduce((t, r) => t.replace(new RegExp(r.pattern, r.flags), r.replace), s);
    assert.equal(repair('KEDAI ABC S0N BHD'), 'KEDAI ABC SDN BHD');
    assert.equal(repair('Syarikat XYZ SIN. BHD.'), 'Syarikat XYZ SDN. BHD.');
    assert.equal(repair('Kedai ABC SdnBhd'), 'Kedai ABC Sdn Bhd');
    assert.equal(repair('SON OF BHD'), 'SON OF BHD');
  });
});
