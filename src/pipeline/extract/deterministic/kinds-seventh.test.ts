import { describe } from 'node:test';
import { extractDeterministic } from './index.js';
import { SEVENTH_NOT_YET, SEVENTH_SCHEMAS, seventhPagesOf } from '../../../../test/helpers/kinds-seventh.js';
import { SEVENTH } from '../../../../test/helpers/kinds-seventh-docs.js';
import { probeCases } from '../../../../test/helpers/probe-cases.js';

// The seventh probe round: credit notes, quotations, a hotel folio, taxi receipts, dental bills, a rent invoice, a bill of lading, a proforma invoice, a phone bill, a claim acknowledgement, a yes/no form and a remittance advice, each read with its own plain schema.

for (const doc of SEVENTH) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    probeCases({ expected: doc.expected, pages: doc.pages.length, gap: (name) => SEVENTH_NOT_YET[`${doc.name}/${name}`], lists: 'in order' }, () =>
      extractDeterministic({ document: seventhPagesOf(doc), schema: SEVENTH_SCHEMAS[doc.schema], annotations: {} }),
    );
  });
}
