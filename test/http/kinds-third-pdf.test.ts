import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NOT_YET, pagesPdf, THIRD_SCHEMAS } from '../helpers/kinds-third.js';
import { THIRD_A } from '../helpers/kinds-third-a.js';
import { extractThroughService, partOf, probeService } from '../helpers/probe-cases.js';

// Two invoices of the third probe round (a US one with sales tax, a Swiss one in CHF), generated as digital PDFs and read through the service.
const PICKED = THIRD_A.filter((d) => /^(US|Swiss) invoice/.test(d.name));

describe('extraction of invoices from other countries from generated PDFs through the API', () => {
  const s = probeService(Object.fromEntries(PICKED.map((d) => [d.schema, THIRD_SCHEMAS[d.schema]])));

  it('picks two invoices', () => assert.equal(PICKED.length, 2));
  for (const doc of PICKED) {
    it(`reads the ${doc.name} with every value cited`, async () => {
      const body = await extractThroughService(s, doc.schema, `${doc.schema}-${doc.lang}.pdf`, pagesPdf(doc));
      for (const [name, want] of Object.entries(doc.expected)) {
        if (NOT_YET[`${doc.name}/${name}`]) assert.ok(partOf(body.data[name], want, 'in order'), `${name} read as ${JSON.stringify(body.data[name])}`);
        else assert.deepEqual(body.data[name], want, name);
      }
      assert.deepEqual(Object.keys(body.data).filter((k) => !(k in doc.expected)), []);
    });
  }
});
