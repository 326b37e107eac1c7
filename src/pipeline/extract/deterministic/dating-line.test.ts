import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { datesTheDocument, datingLineCandidates } from './dating-line.js';
import { indexDocument } from './layout.js';
import { applyLocale, walkSchema } from './schema.js';
import { detectLocale } from '../packs/locale.js';
import { understand } from '../packs/understand.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage, readPlain } from '../../../../test/helpers/placed.js';

const page = placedPage;
const read = readPlain;
const date = (name: string, description?: string) => walkSchema({ type: 'object', properties: { [name]: { type: 'string', format: 'date', description } } }, {})[0];

/** A French insurer's letter: its date on the dating line at the top, the loss's under a key that opens with "Date". */
const LETTER = page(
  [
    ['Mutuelle des Coteaux SA', 20, 20],
    ['Lyon, le 14 mars 2025', 400, 20],
    ['No de dossier :', 20, 120],
    ['DOS-88-1204', 200, 120],
    ['Date du dommage :', 20, 140],
    ['3 février 2025', 200, 140],
    ['Madame,', 20, 180],
  ],
  PROSE.fr,
);

describe('the dating line of a letter or notice', () => {
  it('dates the document: "<Town>, <le> <date>" is the letter\'s date, not a date under a key that only opens with "Date"', () => {
    const r = read(LETTER, {
      letter_date: { type: 'string', format: 'date', description: 'The date of the letter.' },
      loss_date: { type: 'string', format: 'date', description: 'The date of the loss.' },
    });
    assert.equal(r.data.letter_date, '2025-03-14');
    assert.equal(r.data.loss_date, '2025-02-03');
  });

  it('is offered only to a field that dates the document itself', () => {
    assert.equal(datesTheDocument(date('date')), true);
    assert.equal(datesTheDocument(date('notice_date', 'The date of the notice.')), true);
    assert.equal(datesTheDocument(date('dateLettre')), true);
    assert.equal(datesTheDocument(date('offence_date', 'The date of the offence.')), false);
    // a notice given is an event, not the document
    assert.equal(datesTheDocument(date('NoticeDate', 'The date notice was given.')), false);
    // the thing a description says was issued is the document, whatever its word ("licence", "permit")
    assert.equal(datesTheDocument(date('erteilt_am', 'The date the permit was issued.')), true);
  });

  it('a weekday before a date is no place', () => {
    const doc = indexDocument(page([['Programme', 20, 20], ['Tuesday, 4 March 2025', 20, 60], ['Leeds, 28 February 2025', 20, 700]], PROSE.en));
    const f = date('date');
    const locale = detectLocale(doc.text);
    applyLocale([f], locale);
    const c = datingLineCandidates(doc, f);
    assert.deepEqual(c.map((x) => x.value), ['2025-02-28']);
  });
});

describe('an issuing authority', () => {
  it('is the issuer, whatever place its description names', () => {
    const m = understand({ name: 'issuing_authority', type: 'string', description: 'The municipality whose police issued the notice.' });
    assert.equal(m.concept, 'seller');
    assert.equal(m.type, 'organisation');
  });
});
