import { describe } from 'node:test';
import { extractDeterministic } from './index.js';
import { FOURTH_NOT_YET, FOURTH_SCHEMAS, fourthPagesOf } from '../../../../test/helpers/kinds-fourth.js';
import { FOURTH } from '../../../../test/helpers/kinds-fourth-docs.js';
import { probeCases } from '../../../../test/helpers/probe-cases.js';

// The fourth probe round: till receipts, restaurant bills, invoices, a mutual NDA and a TV advertising order, each read with its own plain schema.

for (const doc of FOURTH) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    probeCases({ expected: doc.expected, pages: doc.pages.length, gap: (name) => FOURTH_NOT_YET[`${doc.name}/${name}`], lists: 'in order' }, () =>
      extractDeterministic({ document: fourthPagesOf(doc), schema: FOURTH_SCHEMAS[doc.schema], annotations: {} }),
    );
  });
}
