import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

describe('the sixteenth round: names and columns', () => {
  it('a column headed by a word two concepts share is read as the description the field says it is', () => {
    const doc = page(
      [
        ['Plaagdierbeheer Rijnland B.V.', 20, 40],
        ['Omschrijving', 20, 200], ['Aantal', 300, 200], ['Bedrag', 460, 200],
        ['Inspectie en bestrijding muizen', 20, 220], ['1', 300, 220], ['€ 95,00', 460, 220],
        ['Voorrijkosten', 20, 240], ['1', 300, 240], ['€ 35,00', 460, 240],
        ['Totaal', 300, 280], ['€ 130,00', 460, 280],
      ],
      PROSE.nl,
    );
    const r = read(doc, {
      Regels: {
        type: 'array',
        description: 'The charged lines.',
        items: { type: 'object', properties: { Omschrijving: { type: 'string', description: 'The description of the line.' }, Aantal: { type: 'number', description: 'The quantity.' } } },
      },
    });
    assert.deepEqual(r.data.Regels, [
      { Omschrijving: 'Inspectie en bestrijding muizen', Aantal: 1 },
      { Omschrijving: 'Voorrijkosten', Aantal: 1 },
    ]);
  });

  it("a Malaysian firm's letterhead with its new and old registration numbers in brackets is the issuer, without them", () => {
    const doc = page(
      [
        ['DAPUR SERI MAWAR KATERING SDN. BHD. (202101018447 / 1418447-T)', 20, 40],
        ['Lot 27, Jalan Industri Batu Caves 2, 68100 Batu Caves, Selangor', 20, 60],
        ['PENGESAHAN TEMPAHAN KATERING', 20, 120],
        ['Majlis Perkahwinan (Walimatul Urus)', 20, 140],
        ['Jumlah Keseluruhan', 300, 300], ['RM 20,617.00', 460, 300],
      ],
      PROSE.ms,
    );
    const r = read(doc, { nama_syarikat_katering: { type: 'string', description: 'The catering company that confirmed the booking.' } });
    assert.equal(r.data.nama_syarikat_katering, 'DAPUR SERI MAWAR KATERING SDN. BHD.');
  });
});

describe('the sixteenth round: a French invoice head', () => {
  const doc = page(
    [
      ['LES RUCHERS DU CALAVON', 20, 40], ['FACTURE', 420, 40],
      ['EARL Les Ruchers du Calavon · Apiculteurs récoltants depuis 1987', 20, 60],
      ['Chemin des Bories · 84400 Apt · Tél. 04 90 74 47 18', 20, 80],
      ['Facture n°', 20, 120], ['RC-2025-0087', 120, 120],
      ['Date', 20, 140], ['12/08/2025', 120, 140],
      ['Livraison', 20, 160], ['8 août 2025', 120, 160],
      ['Votre commande', 20, 180], ['BC 25-114 du 28/07/2025', 120, 180],
      ['Miel livré selon votre bon de commande du 28/07/2025.', 20, 300],
      ['SIRET 821 144 730 00016 · TVA intracommunautaire FR 86 821144730', 20, 400],
    ],
    PROSE.fr,
  );
  const r = read(doc, {
    apiculteur: { type: 'string', description: 'The beekeeping business that issued the invoice.' },
    siret: { type: 'string', description: "The beekeeper's SIRET number." },
    date_facture: { type: 'string', format: 'date', description: 'The date of the invoice.' },
    date_livraison: { type: 'string', format: 'date', description: 'The date the honey was delivered.' },
  });

  it("a letterhead line's first piece holding a legal form is the issuer's name, without the tagline after a middle dot", () => {
    assert.equal(r.data.apiculteur, 'EARL Les Ruchers du Calavon');
  });

  it('a number in digit groups ends at a middle dot parting the items of its line', () => {
    assert.equal(r.data.siret, '821 144 730 00016');
  });

  it("the page's first row is no section heading: 'Date' under the letterhead is the invoice's date", () => {
    assert.equal(r.data.date_facture, '2025-08-12');
  });

  it("'Livraison' alone is a delivery date's key in French", () => {
    assert.equal(r.data.date_livraison, '2025-08-08');
  });
});

describe('the sixteenth round: yes/no fields', () => {
  it("a yes/no field named by two words reads them in a sentence: yes, or no after a word that denies them", () => {
    const doc = page(
      [
        ['All lots in this sale are sold under the margin scheme: no VAT is charged on the hammer', 20, 300],
        ['price. No effluent ponding observed in the land application area.', 20, 320],
      ],
      PROSE.en,
    );
    const r = read(doc, {
      margin_scheme: { type: 'boolean', description: 'Whether the lots are sold under the margin scheme.' },
      EffluentPonding: { type: 'boolean', description: 'Whether effluent ponding was seen.' },
    });
    assert.equal(r.data.margin_scheme, true);
    assert.equal(r.data.EffluentPonding, false);
  });

  it('a question answered by ticking the second of two options in cells of their own', () => {
    const doc = page(
      [
        ['Possui alergia a látex, pigmentos ou anestésicos?', 20, 200], ['Sim ( )', 330, 200], ['Não (X)', 420, 200],
      ],
      PROSE.pt,
    );
    const r = read(doc, { possui_alergia: { type: 'boolean', description: 'Whether the client declared an allergy.' } });
    assert.equal(r.data.possui_alergia, false);
  });
});

describe('the sixteenth round: amounts', () => {
  it('the amount a totals block proves by its sum (net + tax = total) is the net, whatever word labels it', () => {
    const doc = page(
      [
        ['Jumlah', 330, 300], ['19,450.00', 480, 300],
        ['SST 6%', 330, 320], ['1,167.00', 480, 320],
        ['Jumlah Keseluruhan', 330, 340], ['RM 20,617.00', 480, 340],
      ],
      PROSE.ms,
    );
    const r = read(doc, { jumlah_sebelum_sst: { type: 'number', description: 'The total before SST.' } });
    assert.equal(r.data.jumlah_sebelum_sst, 19450);
  });

  it("a count of things no unit measures is no figure a unit follows ('... dimaklumkan 14 hari sebelum majlis')", () => {
    const doc = page(
      [
        ['Bilangan Tetamu', 20, 200], ['800 pax', 150, 200],
        ['Bilangan tetamu muktamad perlu dimaklumkan 14 hari sebelum majlis.', 20, 400],
      ],
      PROSE.ms,
    );
    const r = read(doc, { bilangan_tetamu: { type: 'integer', description: 'How many guests the catering is for.' } });
    assert.equal(r.data.bilangan_tetamu, 800);
  });
});

describe("the sixteenth round: the document's own number", () => {
  it("a key of a word for 'number' alone in the head gives the invoice's number; an amount with thousands is never one", () => {
    const doc = page(
      [
        ['FATTURA', 20, 40], ['Centro Ippico Le Querce S.r.l.', 330, 40],
        ['Strada per Cassinetta 41', 330, 60],
        ['20081 Abbiategrasso (MI)', 330, 75],
        ['P.IVA e C.F. 10447182154 · REA MI-2531847', 330, 90],
        ['Tel. 02 9496 4471 · amministrazione@lequerce.example.it', 330, 105],
        ['Numero', 20, 140], ['118/2025', 120, 140], ['Gentile Sig.ra', 330, 140],
        ['Data', 20, 155], ['31/10/2025', 120, 155], ['Elena Marchetti', 330, 155],
        ['Cod. cliente', 20, 170], ['C-0447', 120, 170], ['Via Cesare Battisti 27', 330, 170],
        ['Totale fattura', 330, 300], ['€ 1.038,83', 460, 300],
      ],
      PROSE.it,
    );
    const r = read(doc, { numeroFattura: { type: 'string', description: 'The invoice number.' } });
    assert.equal(r.data.numeroFattura, '118/2025');
  });
});

describe('the sixteenth round: courtesy titles', () => {
  it("a person's name is given without the courtesy title printed before it; a firm's name keeps its words", () => {
    const doc = page(
      [
        ['MR D.I.Y. (M) SDN BHD', 20, 40],
        ['Penempah', 20, 200], ['Puan Rohani binti Ismail', 150, 200],
        ['Jumlah', 330, 300], ['RM 20.00', 480, 300],
      ],
      PROSE.ms,
    );
    const r = read(doc, {
      syarikat: { type: 'string', description: 'The company that issued the receipt.' },
      penempah: { type: 'string', description: 'The person who made the booking.' },
    });
    assert.equal(r.data.syarikat, 'MR D.I.Y. (M) SDN BHD');
    assert.equal(r.data.penempah, 'Rohani binti Ismail');
  });
});
