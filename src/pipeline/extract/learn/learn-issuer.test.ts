import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RecognisedDocument } from '../../types.js';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import type { DocText } from '../deterministic/layout.js';
import { applyLocale, walkSchema } from '../deterministic/schema.js';
import { extractDeterministic } from '../deterministic/index.js';
import { ABSENT_FACTOR, WEAK_ABSENT_FACTOR, learnedAbsence } from './absence.js';
import { learnedCandidates } from './candidates.js';
import { resembling } from './resemble.js';
import { learnFromDocument } from './learn.js';
import type { LearnedKnowledge, ReviewedField } from './types.js';

type L = TextLine;
const doc = (lines: L[]): RecognisedDocument => linesDocument(lines);
const read = readLines;

function specs(schema: Record<string, unknown>, dt: DocText) {
  const s = walkSchema(schema, {});
  applyLocale(s, dt.locale!);
  return s;
}

function knowledge(list: { d: RecognisedDocument; schema: Record<string, unknown>; reviewed: ReviewedField[] }[]): LearnedKnowledge {
  return { documents: list.map((x, i) => ({ source: String(i + 1), ...learnFromDocument(x.d, x.schema, x.reviewed) })) };
}

const agreementSchema = {
  type: 'object',
  properties: { parties: { type: 'array', items: { type: 'string' }, description: 'The parties to the agreement.' } },
};

describe('learning: lists of scalars and the names of issuers and parties', () => {
  it('learns each item of a list and finds the parties again in a later agreement between them (German)', () => {
    const first = doc([
      ['Geheimhaltungsvereinbarung', 40, 20],
      ['zwischen der Müller Bau GmbH, Hauptstraße 5, 10115 Berlin', 40, 60],
      ['und der Schmidt Logistik AG, Hafenweg 2, 20457 Hamburg', 40, 80],
      ['Die Parteien vereinbaren Folgendes.', 40, 120],
    ]);
    const k = knowledge([{ d: first, schema: agreementSchema, reviewed: [{ path: '/parties/0', value: 'Müller Bau GmbH' }, { path: '/parties/1', value: 'Schmidt Logistik AG' }] }]);
    assert.deepEqual(k.documents[0].examples.map((e) => [e.path, e.value]), [['/parties', 'Müller Bau GmbH'], ['/parties', 'Schmidt Logistik AG']]);
    assert.ok(k.documents[0].signature.ids.includes('name:müllerbaugmbh'));
    // a later agreement laid out otherwise, naming the same parties
    const later = doc([
      ['Ergänzung zum Rahmenvertrag vom 3. März 2021', 200, 300],
      ['Schmidt Logistik AG und Müller Bau GmbH ändern die Laufzeit.', 60, 340],
    ]);
    const dt = read(later);
    assert.equal(resembling(dt, k)[0]?.sameIssuer, true);
    const got = learnedCandidates(dt, specs(agreementSchema, dt)[0], k).map((c) => c.value).sort();
    assert.deepEqual(got, ['Müller Bau GmbH', 'Schmidt Logistik AG']);
  });

  it('knows a French issuer by its reviewed name written another way, and nothing from a document that does not name it', () => {
    const schema = { type: 'object', properties: { supplier: { type: 'string', description: 'The company that issued the invoice.' }, buyer: { type: 'string', description: 'The customer.' } } };
    const first = doc([
      ['Boulangerie Dupont SARL', 40, 20],
      ['Facture n° F-2031', 380, 20],
      ['Client : Hôtel du Parc', 40, 120],
    ]);
    const k = knowledge([{ d: first, schema, reviewed: [{ path: '/supplier', value: 'Boulangerie Dupont SARL' }, { path: '/buyer', value: 'Hôtel du Parc' }] }]);
    // the buyer is every issuer's customer: it does not tell who issued a document
    assert.ok(!k.documents[0].signature.ids.includes('name:hôtelduparc'));
    const same = read(doc([['Avoir n° A-77', 300, 400], ['BOULANGERIE DUPONT S.A.R.L., 5 rue Haute, Lyon', 40, 700]]));
    assert.equal(resembling(same, k)[0]?.sameIssuer, true);
    const other = read(doc([['Avoir n° A-77', 300, 400], ['Pâtisserie Martin SAS, 9 quai Ouest, Nantes', 40, 700]]));
    assert.equal(resembling(other, k).length, 0);
  });
});

describe('learning: who issued a document, by the reviewed names', () => {
  const schema = { type: 'object', properties: { seller: { type: 'string', description: 'The company that issued the invoice.' }, number: { type: 'string', description: 'The invoice number.' } } };
  // every sample of one invoicing program prints the same placeholder tax id
  const invoice = (seller: string, no: string) =>
    doc([
      [seller, 40, 20],
      ['USt-IdNr. DE811223344', 40, 40],
      [`Rechnung Nr. ${no}`, 40, 80],
    ]);

  it('a document that never names the reviewed issuer of a learned one is not of that issuer, whatever ids they share (German)', () => {
    const k = knowledge([{ d: invoice('Lieferant Nord GmbH', 'LN-100'), schema, reviewed: [{ path: '/seller', value: 'Lieferant Nord GmbH' }, { path: '/number', value: 'LN-100' }] }]);
    assert.equal(resembling(read(invoice('Lieferant Nord GmbH', 'LN-101')), k)[0]?.sameIssuer, true);
    // misread, the name is still there
    assert.equal(resembling(read(invoice('Liefcrant Nord GmbH', 'LN-102')), k)[0]?.sameIssuer, true);
    assert.ok(!resembling(read(invoice('Bäckerei Sommer KG', 'BS-7')), k).some((n) => n.sameIssuer));
  });

  it('knows the issuer of a scan by its long reviewed name misread, not a file’s text by a near name, nor by a short one (Indonesian, English)', () => {
    // each receipt greets in other words: the header alone does not tell the issuer
    const greetings = ['Selamat datang pelanggan setia', 'Terima kasih atas kunjungan'];
    const shop = (name: string, no: string, kind: 'pdf' | 'scan', x = 40) =>
      linesDocument(
        [
          [greetings[x === 40 ? 0 : 1], 300, 20],
          [name, x, 40],
          [`No. ${no}`, 300, 120],
        ],
        kind,
      );
    const reviewedAs = (d: RecognisedDocument, name: string) => knowledge([{ d, schema, reviewed: [{ path: '/seller', value: name }, { path: '/number', value: 'B-1' }] }]);
    // laid out differently (the name in another place) and with no shared identifier: only the name tells
    const k = reviewedAs(shop('Toko Sinar Jaya Abadi Makmur', 'B-1', 'scan'), 'Toko Sinar Jaya Abadi Makmur');
    const misread = read(shop('Tako Sinar Jaya Abadl Makmur', 'B-2', 'scan', 200));
    assert.equal(resembling(misread, k)[0]?.sameIssuer, true);
    const got = learnedCandidates(misread, specs(schema, misread).find((f) => f.name === 'seller')!, k).find((c) => c.how === 'learned:constant');
    assert.equal(got?.value, 'Toko Sinar Jaya Abadi Makmur');
    // a text read from the file is not misread: a near name there is another company
    const near = reviewedAs(shop('Z Capital Partners Holdings', 'B-1', 'pdf'), 'Z Capital Partners Holdings');
    assert.ok(!resembling(read(shop('Capital Partners Holdings', 'B-2', 'pdf', 200)), near).some((n) => n.sameIssuer));
    // a short name one letter off is another shop's as often as it is a misreading
    const short = reviewedAs(shop('Toko Sinar Jaya', 'B-1', 'scan'), 'Toko Sinar Jaya');
    assert.ok(!resembling(read(shop('Toko Sinar Jaga', 'B-2', 'scan', 200)), short).some((n) => n.sameIssuer));
  });

  it('finds a reviewed name again only as whole words (English)', () => {
    const k = knowledge([{ d: invoice('Supplies Ltd', 'S-1'), schema, reviewed: [{ path: '/seller', value: 'Supplies Ltd' }, { path: '/number', value: 'S-1' }] }]);
    assert.equal(resembling(read(invoice('Supplies Ltd', 'S-2')), k)[0]?.sameIssuer, true);
    assert.ok(!resembling(read(invoice('Officesupplies Ltd', 'OS-3')), k).some((n) => n.sameIssuer));
  });
});

describe('learning: the names of buyers, whoever issued the document', () => {
  const schema = {
    type: 'object',
    properties: { supplier: { type: 'string', description: 'The company that issued the invoice.' }, buyer: { type: 'string', description: 'The customer who bought.' } },
  };

  it('proposes a buyer reviewed on another issuer’s invoice where a new one names it, in the reviewed spelling (French)', () => {
    const first = doc([
      ['Boulangerie Dupont SARL', 40, 20],
      ['Facture n° F-2031', 380, 20],
      ['Client : Hôtel du Parc Lyon', 40, 120],
    ]);
    const k = knowledge([{ d: first, schema, reviewed: [{ path: '/supplier', value: 'Boulangerie Dupont SARL' }, { path: '/buyer', value: 'Hôtel du Parc Lyon' }] }]);
    // another supplier, laid out otherwise, that does not label its customer
    const dt = read(doc([['Fromagerie Martin SAS', 300, 30], ['Bon de livraison 77', 40, 200], ['HOTEL DU PARC LYON', 40, 260], ['12 rue Haute', 40, 280]]));
    assert.equal(resembling(dt, k).length, 0);
    const [, buyer] = specs(schema, dt);
    assert.equal(learnedCandidates(dt, buyer, k)[0]?.value, 'Hôtel du Parc Lyon');
  });

  it('finds the buyer only as whole words (English)', () => {
    const first = doc([['Harbour Freight Ltd', 40, 20], ['Invoice INV-1', 380, 20], ['Bill to: Northwind Traders', 40, 120]]);
    const k = knowledge([{ d: first, schema, reviewed: [{ path: '/supplier', value: 'Harbour Freight Ltd' }, { path: '/buyer', value: 'Northwind Traders' }] }]);
    const named = read(doc([['Contoso Paper Inc', 300, 30], ['Ship to: NORTHWIND TRADERS, Dock 4', 40, 200]]));
    assert.equal(learnedCandidates(named, specs(schema, named)[1], k)[0]?.value, 'Northwind Traders');
    const inside = read(doc([['Contoso Paper Inc', 300, 30], ['Ship to: Southnorthwind Traders', 40, 200]]));
    assert.deepEqual(learnedCandidates(inside, specs(schema, inside)[1], k), []);
  });
});

describe('learning: empty fields and the spelling reviewers give', () => {
  const schema = {
    type: 'object',
    properties: {
      company: { type: 'string', description: 'The company that issued the receipt.' },
      address: { type: 'string', description: 'The address of the company.' },
      due_date: { type: 'string', format: 'date', description: 'The date payment is due.' },
    },
  };
  const receipt = (address: string) =>
    doc([
      ['KEDAI RUNCIT MAJU SDN BHD', 40, 20],
      [address, 40, 40],
      ['Resit No: 1021', 40, 80],
      ['Tarikh: 05/03/2020', 40, 100],
    ]);

  it('a field reviewed empty once counts a quarter on later documents of the issuer; a field with a value keeps its weight', () => {
    const k = knowledge([{ d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: [{ path: '/company', value: 'KEDAI RUNCIT MAJU SDN BHD' }, { path: '/due_date', value: null }] }]);
    const absent = k.documents[0].examples.find((e) => e.path === '/due_date');
    assert.equal(absent?.value, null);
    const dt = read(receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'));
    const [company, , due] = specs(schema, dt);
    assert.equal(learnedAbsence(dt, due, k), WEAK_ABSENT_FACTOR);
    assert.equal(learnedAbsence(dt, company, k), 1);
    // an empty field proposes no value of its own
    assert.deepEqual(learnedCandidates(dt, due, k), []);
  });

  it('leaves empty what most reviews of the issuer, two or more, left empty; where they went both ways as often, the newest way counts a little (German invoices)', () => {
    const invoiceSchema = {
      type: 'object',
      properties: {
        seller: { type: 'string', description: 'The company that issued the invoice.' },
        due_date: { type: 'string', format: 'date', description: 'The date payment is due.' },
      },
    };
    const invoice = (no: string, due: string) =>
      doc([
        ['Musterbau Lieferungen GmbH', 40, 20],
        ['USt-IdNr. DE811223344', 40, 40],
        [`Rechnung Nr. ${no}`, 40, 80],
        ['Rechnungsdatum: 02.03.2021', 40, 100],
        [`Fälligkeitsdatum: ${due}`, 40, 120],
      ]);
    const seller = { path: '/seller', value: 'Musterbau Lieferungen GmbH' };
    // the first invoice had a due date; the later ones show a date there too, which the reviewer said is none
    const reviews = [
      { d: invoice('R-100', '01.04.2021'), schema: invoiceSchema, reviewed: [seller, { path: '/due_date', value: '2021-04-01' }] },
      { d: invoice('R-101', '02.04.2021'), schema: invoiceSchema, reviewed: [seller, { path: '/due_date', value: null }] },
      { d: invoice('R-102', '03.04.2021'), schema: invoiceSchema, reviewed: [seller, { path: '/due_date', value: null }] },
    ];
    // the knowledge lists the newest first
    const newestFirst = (n: number): LearnedKnowledge => ({ documents: knowledge(reviews.slice(0, n)).documents.reverse() });
    const later = invoice('R-103', '04.04.2021');
    const dt = read(later);
    const due = specs(invoiceSchema, dt)[1];
    assert.notEqual(extractDeterministic({ document: later, schema: invoiceSchema, annotations: {} }).data.due_date, undefined);
    // most reviews left it empty: the extractor leaves it empty, whatever the general rules read
    assert.equal(learnedAbsence(dt, due, newestFirst(3)), ABSENT_FACTOR);
    assert.equal(extractDeterministic({ document: later, schema: invoiceSchema, annotations: {}, learned: newestFirst(3) }).data.due_date, undefined);
    // one review each way, the newest empty: the general rules count a quarter
    assert.equal(learnedAbsence(dt, due, newestFirst(2)), WEAK_ABSENT_FACTOR);
    // the other way round, the newest (with a value) counts
    assert.equal(learnedAbsence(dt, due, { documents: [...newestFirst(2).documents].reverse() }), 1);
  });

  it('a reviewed value the document does not show counts as present: the general rules keep their weight', () => {
    const k = knowledge([
      { d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: [{ path: '/company', value: 'KEDAI RUNCIT MAJU SDN BHD' }, { path: '/due_date', value: null }] },
      { d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: [{ path: '/company', value: 'KEDAI RUNCIT MAJU SDN BHD' }, { path: '/due_date', value: '2020-04-30' }] },
      { d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: [{ path: '/company', value: 'KEDAI RUNCIT MAJU SDN BHD' }, { path: '/due_date', value: '2020-05-31' }] },
    ]);
    const unplaced = k.documents[1].examples.find((e) => e.path === '/due_date');
    assert.equal(unplaced?.value, '2020-04-30');
    assert.equal(unplaced?.label, null);
    const dt = read(receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'));
    const due = specs(schema, dt)[2];
    assert.equal(learnedAbsence(dt, due, k), 1);
    // it is read at no place
    assert.deepEqual(learnedCandidates(dt, due, k), []);
  });

  it('gives a constant in the spelling most reviewers gave (Malay receipts)', () => {
    const reviewed = (address: string): ReviewedField[] => [{ path: '/company', value: 'KEDAI RUNCIT MAJU SDN BHD' }, { path: '/address', value: address }];
    const k = knowledge([
      { d: receipt('NO. 5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: reviewed('NO. 5, JALAN BESAR, 45600 BATANG BERJUNTAI') },
      { d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: reviewed('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI') },
      { d: receipt('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI'), schema, reviewed: reviewed('NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI') },
    ]);
    const dt = read(receipt('NO.5,JALAN BESAR,45600 BATANG BERJUNTAI'));
    const address = specs(schema, dt)[1];
    const constant = learnedCandidates(dt, address, k).find((c) => c.how === 'learned:constant');
    assert.equal(constant?.value, 'NO.5, JALAN BESAR, 45600 BATANG BERJUNTAI');
  });
});
