import { describe } from 'node:test';
import { extractDeterministic } from './index.js';
import { SIXTH_NOT_YET, SIXTH_SCHEMAS, sixthPagesOf } from '../../../../test/helpers/kinds-sixth.js';
import { SIXTH } from '../../../../test/helpers/kinds-sixth-docs.js';
import { probeCases } from '../../../../test/helpers/probe-cases.js';

// The sixth probe round: till receipts, invoices with due dates printed in different ways, NDAs and advertising orders, each read with its own plain schema.

for (const doc of SIXTH) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    probeCases({ expected: doc.expected, pages: doc.pages.length, gap: (name) => SIXTH_NOT_YET[`${doc.name}/${name}`], lists: 'in order' }, () =>
      extractDeterministic({ document: sixthPagesOf(doc), schema: SIXTH_SCHEMAS[doc.schema], annotations: {} }),
    );
  });
}
