import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pagesPdf } from '../helpers/kinds-third.js';
import { FOURTH_NOT_YET, FOURTH_SCHEMAS } from '../helpers/kinds-fourth.js';
import { FOURTH } from '../helpers/kinds-fourth-docs.js';
import { extractThroughService, partOf, probeService } from '../helpers/probe-cases.js';

// Two invoices of the fourth probe round (a German one with its address window beside an info block, a Spanish one with its items), generated as digital PDFs and read through the service.
const PICKED = FOURTH.filter((d) => /^(German Rechnung|Spanish factura)/.test(d.name));

describe('extraction of invoices of the fourth probe round from generated PDFs through the API', () => {
  const s = probeService(Object.fromEntries(PICKED.map((d) => [d.schema, FOURTH_SCHEMAS[d.schema]])));

  it('picks two invoices', () => assert.equal(PICKED.length, 2));
  for (const doc of PICKED) {
    it(`reads the ${doc.name} with every value cited`, async () => {
      const body = await extractThroughService(s, doc.schema, `${doc.schema}-${doc.lang}.pdf`, pagesPdf({ ...doc, schema: 'receipt' }));
      for (const [name, want] of Object.entries(doc.expected)) {
        if (FOURTH_NOT_YET[`${doc.name}/${name}`]) assert.ok(partOf(body.data[name], want, 'in order'), `${name} read as ${JSON.stringify(body.data[name])}`);
        else assert.deepEqual(body.data[name], want, name);
      }
      assert.deepEqual(Object.keys(body.data).filter((k) => !(k in doc.expected)), []);
    });
  }
});
