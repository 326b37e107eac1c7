import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROBE, SCHEMAS, sheetPdf } from '../helpers/kinds.js';
import { extractThroughService, probeService } from '../helpers/probe-cases.js';

// Documents of other kinds than invoices, generated as digital PDFs and read through the service with plain schemas.
const PICKED = [['purchase_order', 'en'], ['payslip', 'en'], ['purchase_order', 'ms'], ['bank_statement', 'ms']] as const;

describe('extraction of orders, payslips and statements from generated PDFs through the API', () => {
  const s = probeService(Object.fromEntries(PICKED.map(([kind]) => [kind, SCHEMAS[kind]])));

  for (const [kind, lang] of PICKED) {
    it(`reads a ${kind.replace(/_/g, ' ')} in ${lang} with every value cited`, async () => {
      const doc = PROBE.find((d) => d.kind === kind && d.lang === lang)!;
      const body = await extractThroughService(s, kind, `${kind}-${lang}.pdf`, sheetPdf(doc.rows));
      assert.deepEqual(body.data, doc.expected);
    });
  }
});
