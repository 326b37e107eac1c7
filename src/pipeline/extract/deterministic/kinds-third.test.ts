import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractionResult } from '../types.js';
import { extractDeterministic } from './index.js';
import { NOT_YET, pagesOf, partOf, THIRD_SCHEMAS, type ThirdDoc } from '../../../../test/helpers/kinds-third.js';
import { THIRD_A } from '../../../../test/helpers/kinds-third-a.js';
import { THIRD_B } from '../../../../test/helpers/kinds-third-b.js';

// The third probe round: invoices, receipts, credit notes and orders from many countries, each read with its own plain schema.

const results = new Map<ThirdDoc, ExtractionResult>();
function extracted(doc: ThirdDoc): ExtractionResult {
  let r = results.get(doc);
  if (!r) {
    r = extractDeterministic({ document: pagesOf(doc), schema: THIRD_SCHEMAS[doc.schema], annotations: {} });
    results.set(doc, r);
  }
  return r;
}

for (const doc of [...THIRD_A, ...THIRD_B]) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    for (const [name, value] of Object.entries(doc.expected)) {
      const gap = NOT_YET[`${doc.name}/${name}`];
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
          const page = f.citations[0]?.page ?? 0;
          assert.ok(page >= 1 && page <= doc.pages.length, `${f.path} is cited`);
        }
      });
    }

    it('reads nothing the document does not hold', () => {
      const extra = Object.keys(extracted(doc).data).filter((k) => !(k in doc.expected));
      assert.deepEqual(extra, []);
    });
  });
}
