import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractionResult } from '../types.js';
import { extractDeterministic } from './index.js';
import { PROBE, SCHEMAS, sheet, type ProbeDoc } from '../../../../test/helpers/kinds.js';

/**
 * Documents other than invoices (orders, payslips, statements, delivery notes, bills, credit notes,
 * quotations, forms) in the nine languages with packs, read with the plain schema a first-time user
 * writes. Values the extractor does not read whole yet are listed with the reason: for them the test
asks that what is read be right as far as it goes (nothing guessed wrong);
 * the documents from the bank statement in German on were written after the others were read.
 */
const NOT_YET: Record<string, string> = {
  'utility_bill/it/meter_number': 'a one-letter series before the number is not read as part of it',
  'bank_statement/de/bank_name': 'a letterhead whose word for bank is part of a compound word',
  'delivery_note/es/items': 'a code column headed by a word too general to be a label of article numbers',
  'order_nested/it/buyer': "the buyer's address is the letterhead's when the buyer printed the order",
  'utility_bill/en/customer_number': 'the customer number printed as the account number',
};

/** True when `got` is empty or holds only what `want` holds: a text inside the wanted text, an object's or array item's keys with their wanted values. */
function partOf(got: unknown, want: unknown): boolean {
  if (got === undefined || got === null) return true;
  if (typeof got === 'string' && typeof want === 'string') return want.includes(got);
  if (Array.isArray(got) && Array.isArray(want)) return got.length === want.length && got.every((g, i) => partOf(g, want[i]));
  if (typeof got === 'object' && typeof want === 'object' && want && !Array.isArray(want)) {
    return Object.entries(got as Record<string, unknown>).every(([k, v]) => k in want && partOf(v, (want as Record<string, unknown>)[k]));
  }
  return got === want;
}

const results = new Map<ProbeDoc, ExtractionResult>();
function extracted(doc: ProbeDoc): ExtractionResult {
  let r = results.get(doc);
  if (!r) {
    r = extractDeterministic({ document: sheet(doc.rows), schema: SCHEMAS[doc.kind], annotations: {} });
    results.set(doc, r);
  }
  return r;
}

for (const doc of PROBE) {
  describe(`a ${doc.kind.replace(/_/g, ' ')} in ${doc.lang}, read with plain English field names`, () => {
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
