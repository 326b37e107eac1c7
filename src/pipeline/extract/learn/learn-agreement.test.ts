import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import type { DocText } from '../deterministic/layout.js';
import { applyLocale, walkSchema } from '../deterministic/schema.js';
import { learnedCandidates } from './candidates.js';
import { resembling } from './resemble.js';
import { learnFromDocument } from './learn.js';
import type { LearnedKnowledge, ReviewedField } from './types.js';

type L = TextLine;
const doc = (lines: L[]): RecognisedDocument => linesDocument(lines);
const read = readLines;

function knowledge(list: { d: RecognisedDocument; reviewed: ReviewedField[] }[]): LearnedKnowledge {
  return { documents: list.map((x, i) => ({ source: String(i + 1), ...learnFromDocument(x.d, schema, x.reviewed) })) };
}

const schema = { type: 'object', properties: { contract_number: { type: 'string', description: 'The number of the order.' } } };

/** An order of one station: its invoice and contract numbers in a block at the top right. */
const order = (station: string, vat: string, invoice: string, contract: string) =>
  doc([
    [station, 40, 20],
    [`VAT ID ${vat}`, 40, 40],
    [`Invoice # ${invoice}`, 380, 20],
    [`Contract # ${contract}`, 380, 40],
    ['Schedule of spots and rates', 40, 200],
    ['Gross amount 1,750.00', 380, 400],
  ]);

function field(dt: DocText) {
  const s = walkSchema(schema, {});
  applyLocale(s, dt.locale!);
  return s[0];
}

describe('learning: whose examples count and how they vote', () => {
  it('reads a field from the issuer’s own reviewed documents only, not from another issuer’s alike-looking order', () => {
    const k = knowledge([
      // another station reviewed its invoice number as the order's number
      { d: order('NORTH STAR RADIO', 'DE811907980', '7238382', '4241455'), reviewed: [{ path: '/contract_number', value: '7238382' }] },
      { d: order('HARBOUR TELEVISION', 'DE129273398', '5120001', '9034410'), reviewed: [{ path: '/contract_number', value: '9034410' }] },
    ]);
    const dt = read(order('HARBOUR TELEVISION', 'DE129273398', '5120777', '9034999'));
    assert.ok(resembling(dt, k).some((n) => !n.sameIssuer), 'the other station resembles by layout');
    const got = learnedCandidates(dt, field(dt), k);
    assert.ok(got.length);
    assert.ok(got.every((c) => c.value === '9034999'), JSON.stringify(got.map((c) => c.value)));
  });

  it('lowers learned values that the issuer’s reviewed documents disagree on, so the general rules decide', () => {
    const k = knowledge([
      { d: order('HARBOUR TELEVISION', 'DE129273398', '5120001', '9034410'), reviewed: [{ path: '/contract_number', value: '5120001' }] },
      { d: order('HARBOUR TELEVISION', 'DE129273398', '5120002', '9034411'), reviewed: [{ path: '/contract_number', value: '9034411' }] },
    ]);
    const dt = read(order('HARBOUR TELEVISION', 'DE129273398', '5120777', '9034999'));
    const got = learnedCandidates(dt, field(dt), k);
    assert.deepEqual([...new Set(got.map((c) => c.value))].sort(), ['5120777', '9034999']);
    assert.ok(got.every((c) => c.score < 0.8), JSON.stringify(got.map((c) => [c.value, c.score])));
    // when they agree, the learned reading keeps its full weight
    const agree = knowledge([
      { d: order('HARBOUR TELEVISION', 'DE129273398', '5120001', '9034410'), reviewed: [{ path: '/contract_number', value: '9034410' }] },
      { d: order('HARBOUR TELEVISION', 'DE129273398', '5120002', '9034411'), reviewed: [{ path: '/contract_number', value: '9034411' }] },
    ]);
    const best = Math.max(...learnedCandidates(dt, field(dt), agree).filter((c) => c.value === '9034999').map((c) => c.score));
    assert.ok(best >= 0.9, String(best));
  });
});
