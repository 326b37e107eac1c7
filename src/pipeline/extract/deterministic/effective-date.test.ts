import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import { effectiveDateCandidates } from './legal.js';
import { applyLocale, walkSchema } from './schema.js';

/** A made-up agreement of one page, one sentence per line. */
function agreement(rows: string[]): ReturnType<typeof linesDocument> {
  return linesDocument(rows.map((t, i): TextLine => [t, 20, 20 + i * 20]));
}

const SCHEMA = { type: 'object', properties: { effective_date: { type: 'string', format: 'date', description: 'The date the agreement takes effect.' } } };

function read(rows: string[]): { value: unknown; confidence?: number } {
  const r = extractDeterministic({ document: agreement(rows), schema: SCHEMA, annotations: {} });
  return { value: r.data.effective_date, confidence: r.fields.find((x) => x.path === '/effective_date')?.confidence };
}

describe('the date of another document the agreement names', () => {
  it('en: "that certain Agreement and Plan of Merger dated as of" gives that agreement\'s date, not this one\'s', () => {
    const rows = [
      'Confidentiality Agreement',
      'June 3, 2014',
      'This letter sets out the terms on which Harbour Lane Foods Ltd. will share information with Quarry Hill Analytics LLC.',
      'WHEREAS, pursuant to that certain Agreement and Plan of Merger dated as of May 1, 2013, the parties wish to exchange information.',
      'Each party shall keep the information of the other party secret.',
    ];
    assert.equal(read(rows).value, '2014-06-03');
  });

  it('de: "die Vereinbarung über den Kauf der Anteile vom" gives that agreement\'s date, not this one\'s', () => {
    const rows = [
      'Geheimhaltungsvereinbarung',
      'Berlin, 3. Juni 2014',
      'Zwischen der Alpenblick Technik GmbH und der Nordlicht Software AG wird Folgendes vereinbart.',
      'Die Parteien haben die Vereinbarung über den Kauf der Anteile vom 1. Mai 2013 unterzeichnet und wollen nun weitere Informationen austauschen.',
      'Jede Partei hält die Informationen der anderen Partei geheim.',
    ];
    assert.equal(read(rows).value, '2014-06-03');
  });

  it('en and fr: a date followed by the short name of another agreement is that agreement\'s', () => {
    assert.equal(read([
      'Confidentiality Agreement',
      'June 3, 2014',
      'This letter sets out the terms on which Harbour Lane Foods Ltd. will share information with Quarry Hill Analytics LLC.',
      'The parties refer to their letter of intent dated March 2, 2012 (the “Supply Agreement”) and wish to exchange information.',
      'Each party shall keep the information of the other party secret.',
    ]).value, '2014-06-03');
    assert.equal(read([
      'Accord de confidentialité',
      'Paris, le 3 juin 2014',
      'Le présent accord est conclu entre la société Lavande Conseil SAS et la société Marée Haute Logistique SARL.',
      'Les parties se réfèrent à leur lettre d’intention en date du 2 mars 2012 (le « Contrat de Cession ») et souhaitent échanger des informations.',
      'Chaque partie garde secrètes les informations de l’autre partie.',
    ]).value, '2014-06-03');
  });

  it('still reads the agreement\'s own date when it names itself ("this ... Agreement", its short name in quotes)', () => {
    assert.equal(read([
      'Confidentiality Agreement',
      'This Mutual Confidential Information Agreement (the “Agreement”) is dated as of June 3, 2014 and is made between Harbour Lane Foods Ltd. and Quarry Hill Analytics LLC.',
      'Each party shall keep the information of the other party secret.',
    ]).value, '2014-06-03');
  });
});

describe('several cue words before one date', () => {
  /** The dates the effective-date clauses propose, as value and place (the document's first date aside). */
  function cues(rows: string[]): { value: unknown; order: number }[] {
    const dt = readLines(agreement(rows));
    const [f] = walkSchema(SCHEMA, {});
    applyLocale([f], dt.locale!);
    return effectiveDateCandidates(dt, f).filter((c) => c.how === 'effective-cue').map((c) => ({ value: c.value, order: c.order }));
  }

  it('en and de: "dated as of" and "datiert vom" before a date are one piece of evidence, not three or two', () => {
    assert.equal(cues(['Confidentiality Agreement', 'This Agreement is dated as of June 3, 2014 and is made between Harbour Lane Foods Ltd. and Quarry Hill Analytics LLC.', 'Each party shall keep the information of the other party secret.']).length, 1);
    assert.equal(cues(['Geheimhaltungsvereinbarung', 'Diese Vereinbarung datiert vom 3. Juni 2014 und wird zwischen der Alpenblick Technik GmbH und der Nordlicht Software AG geschlossen.', 'Jede Partei hält die Informationen der anderen Partei geheim.']).length, 1);
  });
});

describe('the first date of an agreement without any cue', () => {
  it('en and de: is reported as about as likely right as not (confidence 0.4), not as a long shot', () => {
    const en = read(['Confidentiality Agreement', 'June 3, 2014', 'Harbour Lane Foods Ltd. will share information with Quarry Hill Analytics LLC, which shall keep it secret.']);
    assert.equal(en.value, '2014-06-03');
    assert.ok(en.confidence! >= 0.4 && en.confidence! < 0.6, String(en.confidence));
    const de = read(['Geheimhaltungsvereinbarung', 'Berlin, 3. Juni 2014', 'Die Alpenblick Technik GmbH gibt der Nordlicht Software AG Informationen, die diese geheim hält.']);
    assert.equal(de.value, '2014-06-03');
    assert.ok(de.confidence! >= 0.4 && de.confidence! < 0.6, String(de.confidence));
  });
});
