import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { linesDocument, type TextLine } from '../../../../test/helpers/text-lines.js';

/** A made-up agreement of one page, one sentence (or wrapped piece of one) per line. */
function agreement(rows: string[]): ReturnType<typeof linesDocument> {
  return linesDocument(rows.map((t, i): TextLine => [t, 20, 20 + i * 20]));
}

const SCHEMA = { type: 'object', properties: { term: { type: 'string', description: 'How long the agreement lasts.' } } };

function termOf(rows: string[]): unknown {
  return extractDeterministic({ document: agreement(rows), schema: SCHEMA, annotations: {} }).data.term;
}

const EN_OPENING = [
  'Mutual Confidentiality Agreement',
  'This Agreement is made between Harbour Lane Foods Ltd. and Quarry Hill Analytics LLC.',
  'Each party may disclose to the other party information about its business that the other party shall keep secret.',
];
const DE_OPENING = [
  'Geheimhaltungsvereinbarung',
  'Diese Vereinbarung wird zwischen der Alpenblick Technik GmbH und der Nordlicht Software AG geschlossen.',
  'Die Parteien beabsichtigen, Informationen über eine mögliche Zusammenarbeit auszutauschen und verpflichten sich, diese nicht an Dritte weiterzugeben.',
];
const FR_OPENING = [
  'Accord de confidentialité',
  'Le présent accord est conclu entre la société Lavande Conseil SAS et la société Marée Haute Logistique SARL.',
  'Les parties souhaitent échanger des informations sur un projet commun et s’engagent à ne pas les transmettre à des tiers.',
];
const ES_OPENING = [
  'Acuerdo de confidencialidad',
  'El presente acuerdo se celebra entre Olivar del Sur S.L. y Brisa Marina Consultores S.A.',
  'Las partes desean intercambiar información sobre un proyecto común y se comprometen a no comunicarla a terceros.',
];

describe('the term heading of a line', () => {
  it('en: a wrapped line that begins with "period of" is prose, not a heading', () => {
    assert.equal(termOf([...EN_OPENING, 'The employee shall keep the company informed of her address for a', 'period of three (3) years after she leaves the company, so that notices reach her.']), undefined);
  });

  it('de: a wrapped line that begins with "Dauer von" is prose, not a heading', () => {
    assert.equal(termOf([...DE_OPENING, 'Der Arbeitnehmer teilt dem Arbeitgeber seine Anschrift für die', 'Dauer von drei (3) Jahren nach seinem Weggang mit, damit ihn Mitteilungen erreichen.']), undefined);
  });

  it('still reads a term after a heading that closes with a mark', () => {
    assert.equal(termOf([...EN_OPENING, '4. Term: two (2) years']), '2 years');
    assert.equal(termOf([...DE_OPENING, 'Laufzeit: zwei (2) Jahre']), '2 years');
  });
});

describe('a period counted from an event', () => {
  it('en: secrets kept for five years after their disclosure are no term of the agreement', () => {
    assert.equal(termOf([...EN_OPENING, 'The recipient shall hold the confidential information in confidence for a period of five (5) years following the date of its disclosure.']), undefined);
  });

  it('fr: secrets kept for five years after their disclosure are no term of the agreement', () => {
    assert.equal(termOf([...FR_OPENING, 'Le destinataire garde les informations confidentielles pour une durée de cinq (5) ans après la date de leur divulgation.']), undefined);
  });

  it('still reads the term counted from the agreement\'s own date', () => {
    assert.equal(termOf([...EN_OPENING, 'The recipient shall hold the confidential information in confidence for a period of five (5) years following the date of this Agreement.']), '5 years');
  });
});

describe('a period of notice', () => {
  it('en: months of prior written notice are no term', () => {
    assert.equal(termOf([...EN_OPENING, 'This Agreement shall continue until terminated by either party upon three (3) months prior written notice.']), undefined);
  });

  it('de: a Kündigungsfrist is no term', () => {
    assert.equal(termOf([...DE_OPENING, 'Dieser Vertrag gilt auf unbestimmte Zeit und kann mit einer Kündigungsfrist von drei (3) Monaten gekündigt werden.']), undefined);
  });
});

describe('a duration after a verb of ending', () => {
  it('en: "obligations hereunder shall terminate two years from the date hereof" is the term', () => {
    assert.equal(termOf([...EN_OPENING, 'The recipient\'s obligations hereunder shall terminate two (2) years from the date hereof.']), '2 years');
  });

  it('es: "este compromiso vencerá dos años desde la firma" is the term', () => {
    assert.equal(termOf([...ES_OPENING, 'Este compromiso vencerá dos (2) años desde la firma del presente documento.']), '2 years');
  });
});

describe('a restraint on buying shares', () => {
  it('en: a standstill period is no term', () => {
    assert.equal(termOf([...EN_OPENING, '7. Standstill. For a period of eighteen (18) months from the date hereof, the recipient will not acquire any shares of the other party.']), undefined);
  });

  it('de: a period in which no shares may be bought is no term', () => {
    assert.equal(termOf([...DE_OPENING, 'Für einen Zeitraum von achtzehn (18) Monaten ab dem Datum dieser Vereinbarung wird der Empfänger keine Aktien der anderen Partei erwerben.']), undefined);
  });

  it('en and de: a restraint in the sentence before leaves the term of the next sentence alone', () => {
    assert.equal(termOf([...EN_OPENING, 'Neither party will solicit the employees of the other party.', 'The recipient shall keep the confidential information secret for a period of two (2) years from the date hereof.']), '2 years');
    assert.equal(termOf([...DE_OPENING, 'Keine Partei wird Mitarbeiter der anderen Partei abwerben.', 'Der Empfänger hält die vertraulichen Informationen für einen Zeitraum von zwei (2) Jahren ab dem Datum dieser Vereinbarung geheim.']), '2 years');
  });
});
