import { describe } from 'node:test';
import { extractDeterministic } from './index.js';
import { NOT_YET, pagesOf, THIRD_SCHEMAS } from '../../../../test/helpers/kinds-third.js';
import { THIRD_A } from '../../../../test/helpers/kinds-third-a.js';
import { THIRD_B } from '../../../../test/helpers/kinds-third-b.js';
import { probeCases } from '../../../../test/helpers/probe-cases.js';

// The third probe round: invoices, receipts, credit notes and orders from many countries, each read with its own plain schema.

for (const doc of [...THIRD_A, ...THIRD_B]) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    probeCases({ expected: doc.expected, pages: doc.pages.length, gap: (name) => NOT_YET[`${doc.name}/${name}`], lists: 'in order' }, () =>
      extractDeterministic({ document: pagesOf(doc), schema: THIRD_SCHEMAS[doc.schema], annotations: {} }),
    );
  });
}
