import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OTHER_PROBE, OTHER_SCHEMAS, sheetPdf } from '../helpers/kinds-other.js';
import { extractThroughService, probeService } from '../helpers/probe-cases.js';

// An agreement and a booking, generated as digital PDFs and read through the service with plain schemas.
const PICKED = [['nda', 'en'], ['flight_booking', 'en']] as const;
// the values of each that the extractor reads right (the others are listed in the probe's test with the reason)
const READ: Record<string, string[]> = {
  nda: ['parties', 'effective_date', 'term', 'governing_law'],
  flight_booking: ['booking_reference', 'total_price', 'currency'],
};

describe('extraction of an agreement and a booking from generated PDFs through the API', () => {
  const s = probeService(Object.fromEntries(PICKED.map(([kind]) => [kind, OTHER_SCHEMAS[kind]])));

  for (const [kind, lang] of PICKED) {
    it(`reads a ${kind.replace(/_/g, ' ')} in ${lang} with every value cited`, async () => {
      const doc = OTHER_PROBE.find((d) => d.kind === kind && d.lang === lang)!;
      const body = await extractThroughService(s, kind, `${kind}-${lang}.pdf`, sheetPdf(doc.rows));
      for (const name of READ[kind]) assert.deepEqual(body.data[name], doc.expected[name], name);
    });
  }
});
