import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import type { Candidate } from '../deterministic/candidates.js';
import type { DocText } from '../deterministic/layout.js';
import { applyLocale, walkSchema } from '../deterministic/schema.js';
import { approxFind } from './fuzzy.js';
import { learnedCandidates } from './candidates.js';
import { learnedSpellings } from './constants.js';
import { learnFromDocument } from './learn.js';
import type { LearnedKnowledge, ReviewedField } from './types.js';

type L = TextLine;
const doc = (lines: L[]): RecognisedDocument => linesDocument(lines);
const read = readLines;

function spec(schema: Record<string, unknown>, dt: DocText, name: string) {
  const s = walkSchema(schema, {});
  applyLocale(s, dt.locale!);
  return s.find((x) => x.name === name)!;
}

/** Reviewed documents, newest first as the knowledge is loaded. */
function knowledge(list: { d: RecognisedDocument; reviewed: ReviewedField[] }[], schema: Record<string, unknown>): LearnedKnowledge {
  return { documents: list.map((x, i) => ({ source: String(i + 1), ...learnFromDocument(x.d, schema, x.reviewed) })).reverse() };
}

const shopSchema = {
  type: 'object',
  properties: {
    shop: { type: 'string', description: 'The name of the shop that issued the receipt.' },
    address: { type: 'string', description: 'The address of the shop.' },
  },
};

function ticket(address: string, no: string): RecognisedDocument {
  return doc([
    ['FERRETERIA LUNA S.L.', 40, 20],
    [address, 40, 40],
    [`Ticket ${no}`, 40, 80],
    ['Total 12,40', 40, 120],
  ]);
}

describe('learning: an issuer’s constant values', () => {
  it('finds an address two reviews gave alike through a misread digit, and not after one review (Spanish receipt)', () => {
    const reviewed = (d: RecognisedDocument): { d: RecognisedDocument; reviewed: ReviewedField[] } => ({ d, reviewed: [{ path: '/address', value: 'Calle Mayor 25, 28013 Madrid' }] });
    const later = read(ticket('Calle Mayor 26, 28013 Madrld', 'T-9')); // one digit and one letter misread
    const once = knowledge([reviewed(ticket('Calle Mayor 25, 28013 Madrid', 'T-1'))], shopSchema);
    assert.deepEqual(learnedCandidates(later, spec(shopSchema, later, 'address'), once).filter((c) => c.how === 'learned:constant'), []);
    const twice = knowledge([reviewed(ticket('Calle Mayor 25, 28013 Madrid', 'T-1')), reviewed(ticket('Calle Mayor 25, 28013 Madrid', 'T-2'))], shopSchema);
    const got = learnedCandidates(later, spec(shopSchema, later, 'address'), twice).find((c) => c.how === 'learned:constant');
    assert.equal(got?.value, 'Calle Mayor 25, 28013 Madrid');
    assert.equal(got?.citations[0].text, 'Calle Mayor 26, 28013 Madrld');
  });

  it('of values reviewed as often, proposes the one this document shows (Italian receipt)', () => {
    const k = knowledge(
      [
        { d: ticket('Via Garibaldi 3, 10122 Torino', 'T-1'), reviewed: [{ path: '/address', value: 'Via Garibaldi 3, 10122 Torino' }] },
        { d: ticket('Via Roma 18, 10121 Torino', 'T-2'), reviewed: [{ path: '/address', value: 'Via Roma 18, 10121 Torino' }] },
      ],
      shopSchema,
    );
    const later = read(ticket('Via Garibaldi 3, 10122 Torino', 'T-3'));
    const got = learnedCandidates(later, spec(shopSchema, later, 'address'), k).filter((c) => c.how === 'learned:constant');
    assert.deepEqual(
      got.map((c) => c.value),
      ['Via Garibaldi 3, 10122 Torino'],
    );
  });

  it('of spellings reviewed as often, gives the one nearest what this document shows', () => {
    const k = knowledge(
      [
        { d: ticket('NO. 5, JALAN BESAR, 45600 KLANG', 'T-1'), reviewed: [{ path: '/address', value: 'NO. 5, JALAN BESAR, 45600 KLANG' }] },
        { d: ticket('NO.5,JALAN BESAR,45600 KLANG', 'T-2'), reviewed: [{ path: '/address', value: 'NO.5,JALAN BESAR,45600 KLANG' }] },
      ],
      shopSchema,
    );
    for (const shown of ['NO. 5, JALAN BESAR, 45600 KLANG', 'NO.5,JALAN BESAR,45600 KLANG']) {
      const later = read(ticket(shown, 'T-3'));
      assert.equal(learnedCandidates(later, spec(shopSchema, later, 'address'), k).find((c) => c.how === 'learned:constant')?.value, shown);
    }
  });

  it('never takes a reference given twice alike for one that differs by a digit', () => {
    const schema = { type: 'object', properties: { customer_ref: { type: 'string', description: 'Our customer reference at the shop.' } } };
    const slip = (ref: string, no: string) => doc([['FERRETERIA LUNA S.L.', 40, 20], [`Ref. cliente ${ref}`, 40, 40], [`Ticket ${no}`, 40, 80]]);
    const k = knowledge(
      [
        { d: slip('KD-4471-A', 'T-1'), reviewed: [{ path: '/customer_ref', value: 'KD-4471-A' }] },
        { d: slip('KD-4471-A', 'T-2'), reviewed: [{ path: '/customer_ref', value: 'KD-4471-A' }] },
      ],
      schema,
    );
    const later = read(slip('KD-4472-A', 'T-3'));
    assert.deepEqual(learnedCandidates(later, spec(schema, later, 'customer_ref'), k).filter((c) => c.value === 'KD-4471-A'), []);
  });

  it('a misread digit is still refused by default', () => {
    assert.equal(approxFind('calle mayor 26, 28013 madrid', 'calle mayor 25, 28013 madrid', 3), null);
    assert.ok(approxFind('calle mayor 26, 28013 madrid', 'calle mayor 25, 28013 madrid', 3, undefined, 1));
  });

  it('does not fill from one review what most reviews of the issuer left empty (German invoice)', () => {
    const schema = { type: 'object', properties: { due_date: { type: 'string', format: 'date', description: 'The date payment is due.' } } };
    const invoice = (no: string, due: string) =>
      doc([
        ['Müller Bau GmbH', 40, 20],
        [`Rechnung Nr. ${no}`, 40, 60],
        ['Rechnungsdatum 02.05.2024', 40, 80],
        [`Zahlbar innerhalb 30 Tagen netto bis ${due}`, 40, 400],
      ]);
    const k = knowledge(
      [
        { d: invoice('R-1', '01.06.2024'), reviewed: [{ path: '/due_date', value: '2024-06-01' }] },
        { d: invoice('R-2', '03.06.2024'), reviewed: [{ path: '/due_date', value: null }] },
        { d: invoice('R-3', '05.06.2024'), reviewed: [{ path: '/due_date', value: null }] },
      ],
      schema,
    );
    const later = read(invoice('R-4', '07.06.2024'));
    const got = learnedCandidates(later, spec(schema, later, 'due_date'), k);
    assert.ok(got.every((c) => c.score < 0.3), JSON.stringify(got.map((c) => [c.value, c.score])));
  });
});

describe('learning: the learned spelling of a list item', () => {
  const cand = (value: string, how: string): Candidate => ({ value, raw: value, score: 0.8, citations: [], how, order: 0 });

  it('drops the general rules’ readings of an item learned in another spelling, keeps other items', () => {
    const got = learnedSpellings([
      cand('Vocus Inc.', 'learned:constant'),
      cand('Vocus', 'party-clause'),
      cand('VOCUS, INC', 'party-clause'),
      cand('Mark G. Parker', 'learned:constant'),
      cand('Mark G. Parker NIKE Inc. and its parent', 'party-clause'),
      cand('Globex Corporation', 'party-clause'),
    ]).map((c) => c.value);
    assert.deepEqual(got, ['Vocus Inc.', 'Mark G. Parker', 'Globex Corporation']);
  });

  it('changes nothing without a learned item', () => {
    const list = [cand('Acme', 'party-clause'), cand('Acme Holdings', 'party-clause')];
    assert.deepEqual(learnedSpellings(list), list);
  });
});
