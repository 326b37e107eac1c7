import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractionResult } from '../types.js';
import { extractDeterministic } from './index.js';
import type { ProbeDoc } from '../../../../test/helpers/kinds.js';
import { OTHER_PROBE, OTHER_SCHEMAS, sheet } from '../../../../test/helpers/kinds-other.js';

/**
 * Contracts and agreements, letters and notices, insurance policies, tax statements, medical and
 * pharmacy bills, a hotel folio, travel bookings, a certificate and forms with check boxes, in the
 * nine pack languages, read with the plain schema a first-time user writes for each kind. The
 * documents were written before the extractor was run on them. Values not read whole yet are listed
 * with the reason: for them the test asks that what is read be right as far as it goes.
 */
const NOT_YET: Record<string, string> = {
  'nda/de/signatories': 'signatures printed as "<name>, <position>" in two columns under the firms are not read as signatories',
  'nda/en/signatories': 'a "By: <name>" line is not read as the name of a signatory (the titles are)',
  'nda/nl/parties': 'the second of a numbered list of parties that opens with a plain heading is not read',
  'nda/en/place_of_jurisdiction': 'a place of courts given as "<city>, <state>" is read without the state',
  'lease/pt/landlord': 'a party named in prose after "<ordinal party word> (<role>):" is not read',
  'lease/pt/tenant': 'a party named in prose after "<ordinal party word> (<role>):" is not read',
  'lease/pt/property_address': 'an address given in the middle of a clause sentence is not read',
  'service_agreement/es/client': 'a party introduced in prose as "<on one side>, <firm>, ... (<hereinafter> <role>)" is not read by its role',
  'service_agreement/es/service_provider': 'a party introduced in prose as "<on the other side>, <firm>, ... (<hereinafter> <role>)" is not read by its role',
  'service_agreement/es/duration': 'a term followed by ", <renewable> <tacitly>" is taken for a renewal period',
  'service_agreement/es/signatories': 'a signature line "<Signed>: <name>" is not read as a signatory',
  'employment_contract/it/employer': 'a party given in a long prose line after a "<between>" line is not read',
  'employment_contract/it/employee': 'a person given in prose as "<the> <Mr> <name>, <born in> ..." is not read',
  'letter/de/recipient': 'an unlabelled addressee block under the sender is not read as the recipient',
  'letter/de/subject': 'an unlabelled subject line above the salutation is not read',
  'letter/en/recipient': 'an unlabelled addressee block under the sender is not read as the recipient',
  'letter/en/subject': 'an unlabelled subject line above the salutation is not read',
  'letter/en/deadline': 'a date after "<contact us> <by>" in prose is not read as a deadline',
  'letter/fr/recipient': 'an unlabelled addressee block on the right is not read as the recipient',
  'tax_statement/es/taxpayer': 'a person under a name label in a section headed by a role word is not read as the taxpayer',
  'tax_statement/es/taxpayer_tax_id': 'two tax ids under the same label in two sections: which belongs to the taxpayer is not told, so none is read',
  'tax_statement/es/social_security_contributions': 'no concept for social security contributions yet',
  'tax_statement/nl/tax_year': 'a year printed only in the title ("<STATEMENT WORD> <year>") is not read',
  'medical_invoice/de/due_date': 'a date after "<until the>" in a payment sentence is too general to be read as a due date',
  'medical_invoice/de/services': 'a column of fee codes headed "<code word>-<No.>" is not read as the code',
  'pharmacy_receipt/fr/items': 'a column headed by the word for designation is not read as the name of the item',
  'pharmacy_receipt/fr/insurance_share': 'no concept for the part paid by insurance yet',
  'pharmacy_receipt/fr/patient_share': 'no concept for the part left to pay yet',
  'flight_booking/en/passengers': 'only the first of a numbered list of passengers under a heading is read',
  'flight_booking/en/flights': 'a table of flights with airport codes is not read as items',
  'train_ticket/pl/departure_time': 'no concept for a time of departure yet',
  'train_ticket/pl/train': 'no concept for a train or flight number yet',
  'certificate/ms/holder_name': 'an unlabelled name between two lines of certificate wording is not read',
  'certificate/ms/course_title': 'an unlabelled course title between two lines of certificate wording is not read',
  'membership_form/de/first_name': 'a "<Surname>, <First name>:" label over one value is not split into its two parts',
  'membership_form/de/last_name': 'a "<Surname>, <First name>:" label over one value is not split into its two parts',
  'membership_form/de/photo_consent': 'an English field name is not matched to the statement in another language beside a box',
  'membership_form/de/direct_debit': 'an English field name is not matched to the statement in another language beside a box',
  'permit_application/en/vehicle_registration': 'a registration made of two groups ("<AA00> <AAA>") is read as its first group only',
};

/** True when `got` is empty or holds only what `want` holds: a text inside the wanted text, an object's or array item's keys with their wanted values. */
function partOf(got: unknown, want: unknown): boolean {
  if (got === undefined || got === null) return true;
  if (typeof got === 'string' && typeof want === 'string') return want.includes(got);
  if (Array.isArray(got) && Array.isArray(want)) return got.length <= want.length && got.every((g) => want.some((w) => partOf(g, w)));
  if (typeof got === 'object' && typeof want === 'object' && want && !Array.isArray(want)) {
    return Object.entries(got as Record<string, unknown>).every(([k, v]) => k in want && partOf(v, (want as Record<string, unknown>)[k]));
  }
  return got === want;
}

const results = new Map<ProbeDoc, ExtractionResult>();
function extracted(doc: ProbeDoc): ExtractionResult {
  let r = results.get(doc);
  if (!r) {
    r = extractDeterministic({ document: sheet(doc.rows), schema: OTHER_SCHEMAS[doc.kind], annotations: {} });
    results.set(doc, r);
  }
  return r;
}

for (const doc of OTHER_PROBE) {
  describe(`a ${doc.kind.replace(/_/g, ' ')} in ${doc.lang}, read with a plain schema`, () => {
    for (const [name, value] of Object.entries(doc.expected)) {
      const gap = NOT_YET[`${doc.kind}/${doc.lang}/${name}`];
      if (gap) {
        it(`${name}: what is read of it is right, though not all of it yet (${gap})`, () => {
          assert.ok(partOf(extracted(doc).data[name], value), `${name} read as ${JSON.stringify(extracted(doc).data[name])}`);
        });
        continue;
      }
      it(`${name} = ${JSON.stringify(value)}`, () => {
        const r = extracted(doc);
        assert.deepEqual(r.data[name], value);
        for (const f of r.fields.filter((x) => x.path === `/${name}` || x.path.startsWith(`/${name}/`))) {
          assert.ok(f.confidence > 0 && f.confidence <= 1, `${f.path} has a confidence`);
          assert.equal(f.citations[0]?.page, 1, `${f.path} is cited`);
        }
      });
    }

    it('reads nothing the document does not hold', () => {
      const r = extracted(doc);
      const extra = Object.keys(r.data).filter((k) => !(k in doc.expected));
      assert.deepEqual(extra, []);
    });
  });
}
