import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import { applyLocale, walkSchema } from '../deterministic/schema.js';
import { learnedCandidates } from './candidates.js';
import { learnFromDocument } from './learn.js';
import type { LearnedKnowledge } from './types.js';

const schema = {
  type: 'object',
  properties: {
    start_date: { type: 'string', format: 'date', description: 'The first day of the period.' },
    end_date: { type: 'string', format: 'date', description: 'The last day of the period.' },
  },
};

/** The best learned candidate of a field for a later document of the same issuer. */
function learnedBest(lines: (period: string) => TextLine[], first: string, reviewed: Record<string, string>, later: string, field: string): unknown {
  const k: LearnedKnowledge = {
    documents: [{ source: '1', ...learnFromDocument(linesDocument(lines(first)), schema, Object.entries(reviewed).map(([p, value]) => ({ path: `/${p}`, value }))) }],
  };
  const dt = readLines(linesDocument(lines(later)));
  const specs = walkSchema(schema, {});
  applyLocale(specs, dt.locale!);
  const f = specs.find((s) => s.name === field)!;
  return learnedCandidates(dt, f, k).sort((a, b) => b.score - a.score)[0]?.value;
}

describe('learning: the place of a value among others on its line', () => {
  it('reads the value nearest its learned place on the line right of the label (German)', () => {
    // the label names neither end of the period: only the place tells the reviewed end date from the start date
    const lines = (period: string): TextLine[] => [
      ['Stadtwerke Musterstadt GmbH', 40, 20],
      ['USt-IdNr. DE811223344', 40, 40],
      ['Abrechnung', 40, 80],
      ['Zeitraum', 40, 120],
      [period, 200, 120],
    ];
    assert.equal(learnedBest(lines, '01.03.2021 - 31.03.2021', { start_date: '2021-03-01', end_date: '2021-03-31' }, '01.04.2021 - 30.04.2021', 'end_date'), '2021-04-30');
    assert.equal(learnedBest(lines, '01.03.2021 - 31.03.2021', { start_date: '2021-03-01', end_date: '2021-03-31' }, '01.04.2021 - 30.04.2021', 'start_date'), '2021-04-01');
  });

  it('reads the value nearest its learned place after the label on the same line (English)', () => {
    const lines = (period: string): TextLine[] => [
      ['Harbour Freight Logistics Ltd', 40, 20],
      ['VAT Reg No: GB 123 4567 89', 40, 40],
      [`Schedule: ${period}`, 40, 120],
    ];
    assert.equal(learnedBest(lines, '2021-03-01 to 2021-03-31', { start_date: '2021-03-01', end_date: '2021-03-31' }, '2021-05-03 to 2021-05-28', 'end_date'), '2021-05-28');
  });
});
