import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, line } from '../../../../test/helpers/recognised.js';
import type { RecognisedDocument } from '../../types.js';

/** The fields a user asks of an agreement, with plain English names whatever its language. */
const SCHEMA = {
  type: 'object',
  properties: {
    party: { type: 'string' },
    jurisdiction: { type: 'string' },
    term: { type: 'string' },
    effective_date: { type: 'string', format: 'date' },
  },
};

/** Short agreements as written in each language, one sentence per line. */
const CONTRACTS: Record<string, string[]> = {
  de: [
    'Geheimhaltungsvereinbarung',
    'Diese Vereinbarung wird zwischen der Alpenblick Technik GmbH, Bahnhofstraße 4, 8001 Zürich, und der Nordlicht Software AG geschlossen.',
    'Die Parteien beabsichtigen, vertrauliche Informationen über eine mögliche Zusammenarbeit auszutauschen und verpflichten sich, diese geheim zu halten.',
    'Die Vereinbarung ist wirksam ab 1. April 2021.',
    'Die Laufzeit dieses Vertrages beträgt zwei (2) Jahre ab dem Tag der Unterzeichnung.',
    'Dieser Vertrag unterliegt dem Recht der Schweiz.',
  ],
  nl: [
    'Geheimhoudingsovereenkomst',
    'Deze overeenkomst wordt gesloten tussen Polderweg Advies B.V. en Duinrand Logistiek B.V. over de uitwisseling van vertrouwelijke gegevens.',
    'Partijen zullen de ontvangen informatie geheim houden en alleen gebruiken voor het beoordelen van een mogelijke samenwerking tussen hen.',
    'De overeenkomst treedt in werking op 1 april 2021.',
    'De looptijd van deze overeenkomst bedraagt drie (3) jaar.',
    'Op deze overeenkomst is het recht van Nederland van toepassing.',
  ],
};

const EXPECTED: Record<string, Record<string, string>> = {
  de: { jurisdiction: 'Schweiz', term: '2 years', effective_date: '2021-04-01' },
  nl: { jurisdiction: 'Nederland', term: '3 years', effective_date: '2021-04-01' },
};

describe('contract clauses read through the language packs', () => {
  for (const [lang, rows] of Object.entries(CONTRACTS)) {
    it(`${lang}: governing law, effective date and term from the pack's clause wording`, () => {
      const r = extractDeterministic({ document: invoice(rows), schema: SCHEMA, annotations: {} });
      for (const [k, v] of Object.entries(EXPECTED[lang])) assert.equal(r.data[k], v, k);
    });
  }
});

describe('an example of a term', () => {
  const rows = [
    'Confidentiality Agreement',
    'This Agreement is made between Harbour Lane Foods Ltd. and Quarry Hill Analytics LLC.',
    'Notices shall be answered within 30 days and invoices paid within 45 days of receipt.',
  ];
  const schema = { type: 'object', properties: { term: { type: 'string', description: 'How long the agreement lasts.', examples: ['2 years', '18 months'] } } };

  it('does not pick any period shaped like it when no clause speaks of the term', () => {
    const r = extractDeterministic({ document: invoice(rows), schema, annotations: {} });
    assert.equal(r.data.term, undefined);
  });

  it('still lets the term clause decide', () => {
    const r = extractDeterministic({ document: invoice([...rows, 'The term of this Agreement shall be three (3) years from the date hereof.']), schema, annotations: {} });
    assert.equal(r.data.term, '3 years');
  });
});

describe('the effective date of a signed agreement', () => {
  const first = invoice([
    'Mutual Non-Disclosure Agreement',
    'This Agreement is entered into as of June 3, 2020 between Harbour Lane Foods Ltd. and Quarry Hill Analytics LLC.',
    'Each party will keep the other party\'s confidential information secret.',
  ]).pages[0];
  const signatures = { ...first, number: 2, lines: [line('Harbour Lane Foods Ltd.', 20, 20), line('By: /s/ A. Smith', 20, 40), line('Date:', 20, 60), line('June 9, 2020', 320, 60)] };
  const doc: RecognisedDocument = { pageCount: 2, format: 'pdf', pages: [first, signatures] };
  const schema = { type: 'object', properties: { effective_date: { type: 'string', format: 'date', title: 'Effective date', 'x-aliases': ['Effective date', 'Date'] } } };

  it('is the date the opening clause gives, not a labelled signature date on a later page', () => {
    const r = extractDeterministic({ document: doc, schema, annotations: { effective_date: { aliases: ['Effective date', 'Date'] } } });
    assert.equal(r.data.effective_date, '2020-06-03');
  });
});

describe('a party named with a degree after the name', () => {
  it('keeps the name and drops "M.D.", "Ph.D." or "Esq."', async () => {
    const { cleanParty } = await import('./legal.js');
    assert.equal(cleanParty('Jane Q. Example, M.D.'), 'Jane Q. Example');
    assert.equal(cleanParty('Jonas Sample Ph.D.'), 'Jonas Sample');
    assert.equal(cleanParty('Otto Tester, Esq.'), 'Otto Tester');
    assert.equal(cleanParty('Sample Medical Group, Inc.'), 'Sample Medical Group, Inc.');
  });
});
