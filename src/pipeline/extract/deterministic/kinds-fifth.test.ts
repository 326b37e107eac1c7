import { describe } from 'node:test';
import { extractDeterministic } from './index.js';
import { FIFTH_NOT_YET, FIFTH_SCHEMAS, fifthPagesOf } from '../../../../test/helpers/kinds-fifth.js';
import { FIFTH } from '../../../../test/helpers/kinds-fifth-docs.js';
import { probeCases } from '../../../../test/helpers/probe-cases.js';

// The fifth probe round: payslips, bank statements, delivery notes, purchase orders, energy bills, a premium notice and a US invoice, each read with its own plain schema.

for (const doc of FIFTH) {
  describe(`${doc.name} (${doc.lang}), read with a plain schema`, () => {
    probeCases({ expected: doc.expected, pages: doc.pages.length, gap: (name) => FIFTH_NOT_YET[`${doc.name}/${name}`], lists: 'in order' }, () =>
      extractDeterministic({ document: fifthPagesOf(doc), schema: FIFTH_SCHEMAS[doc.schema], annotations: {} }),
    );
  });
}
