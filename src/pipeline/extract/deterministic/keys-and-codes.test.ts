import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

const OFFER = page(
  [
    ['UNIVERSITI TEKNOLOGI PANTAI TIMUR', 20, 20],
    ['Nama', 40, 400], ['NUR AISYAH BINTI KAMARUDDIN', 220, 400],
    ['No. Kad Pengenalan', 40, 420], ['050318-06-1184', 220, 420],
    ['Tempoh Pengajian', 40, 540], ['8 semester (4 tahun)', 220, 540],
    ['Yuran pendaftaran (sekali sahaja)', 40, 660], ['RM 450.00', 400, 660],
    ['Yuran pengajian Semester 1', 40, 680], ['RM 1,280.00', 400, 680],
    ['Jumlah', 40, 720], ['RM 1,730.00', 400, 720],
  ],
  PROSE.ms,
);

describe('keys spelt by a code, notes in brackets and counts in their unit', () => {
  it('an identifier named by a word for "number" and a code\'s letters is read under the key those letters open', () => {
    assert.equal(understand({ name: 'no_kp', type: 'string', description: "The applicant's identity card number." }).type, 'identifier');
    const r = read(OFFER, { no_kp: { type: 'string', description: "The applicant's identity card number." } });
    assert.equal(r.data.no_kp, '050318-06-1184');
  });

  it('a figure\'s field takes figures only, and a count named in semesters is read in them', () => {
    const r = read(OFFER, { tempoh_semester: { type: 'integer', description: 'The length of the programme in semesters.' } });
    assert.equal(r.data.tempoh_semester, 8);
  });

  it('a note in brackets after an amount\'s key does not make it another amount\'s key', () => {
    const r = read(OFFER, { yuran_pendaftaran: { type: 'number', description: 'The one-off registration fee.' } });
    assert.equal(r.data.yuran_pendaftaran, 450);
  });

  it('a key holding the field\'s own name with an article between its words is its key, and the seller beside its own key outranks the letterhead', () => {
    const doc = page(
      [
        ['DELVAUX & MATHIEU, NOTAIRES ASSOCIÉS SRL', 20, 20],
        ['Avenue de la Gare 14 · 5000 Namur', 20, 40],
        ['Vendeur', 20, 220], ['Jean-Luc Fontaine', 170, 220],
        ['Acquéreurs', 20, 240], ['Thomas Lejeune et Sarah Dumont', 170, 240],
        ['Prix de vente', 20, 460], ['285.000,00', 470, 460],
        ['Honoraires (barème légal)', 20, 620], ['2.653,45', 470, 620],
        ["Total des frais d'acte", 20, 680], ['13.532,17', 470, 680],
      ],
      PROSE.fr,
    );
    const r = read(doc, {
      vendeur: { type: 'string', description: 'The seller.' },
      total_frais: { type: 'number', description: 'The costs of the deed in total.' },
    });
    assert.equal(r.data.total_frais, 13532.17);
    assert.equal(r.data.vendeur, 'Jean-Luc Fontaine');
  });

  it('the field\'s own one-word name opening a line of capitalised words is the name\'s first word', () => {
    const r = read(page([['UNIVERSITI TEKNOLOGI PANTAI TIMUR', 20, 20], ['Jalan Sultan Zainal Abidin, 21300 Kuala Nerus', 20, 40]], PROSE.ms), {
      universiti: { type: 'string', description: 'The university making the offer.' },
    });
    assert.equal(r.data.universiti, 'UNIVERSITI TEKNOLOGI PANTAI TIMUR');
  });

  it('sides in blocks of their own keys under side headings: each object reads its own block', () => {
    const rows: [string, number, number][] = [['VEHÍCULO A', 20, 220], ['VEHÍCULO B', 330, 220]];
    const sides = [
      ['Tomador', 'Irene Castelló Ferrer', 'Transportes Huerta Sur, S.L.'],
      ['Conductor', 'CASTELLÓ FERRER, Irene', 'MOLINA RUIZ, Sergio'],
      ['Marca, modelo', 'Seat León 1.5 TSI', 'Iveco Daily 35S16'],
    ];
    sides.forEach(([key, a, b], i) => rows.push([key, 20, 240 + 20 * i], [a, 125, 240 + 20 * i], [key, 330, 240 + 20 * i], [b, 440, 240 + 20 * i]));
    const vehicle = { type: 'object', properties: { tomador: { type: 'string', description: 'The policyholder.' }, marca_modelo: { type: 'string', description: 'The make and model.' } } };
    const r = read(page(rows, PROSE.es), { vehiculo_a: { ...vehicle, description: 'Vehicle A.' }, vehiculo_b: { ...vehicle, description: 'Vehicle B.' } });
    assert.deepEqual(r.data.vehiculo_a, { tomador: 'Irene Castelló Ferrer', marca_modelo: 'Seat León 1.5 TSI' });
    assert.deepEqual(r.data.vehiculo_b, { tomador: 'Transportes Huerta Sur, S.L.', marca_modelo: 'Iveco Daily 35S16' });
  });

  it('a date\'s key whose other words hold none of the field\'s own names another date', () => {
    const doc = page(
      [
        ['Lugar y Fecha de Emisión', 300, 160], ['MONTERREY, NUEVO LEÓN A 12 DE MAYO DE 2025', 300, 180],
        ['Fecha inicio de operaciones:', 20, 340], ['06 DE MARZO DE 2018', 280, 340],
      ],
      PROSE.es,
    );
    const r = read(doc, { fechaEmision: { type: 'string', format: 'date', description: 'The date the certificate was issued.' } });
    assert.equal(r.data.fechaEmision, '2025-05-12');
  });

  it('a key shared by sections is read under the heading that names the field\'s thing', () => {
    const doc = page(
      [
        ['WATERSPORTBOND NEDERLAND', 20, 20],
        ['1. EIGENAAR / OWNER', 20, 200], ['Naam / Name', 20, 220], ['Willem J. Hoekstra', 280, 220],
        ['2. VAARTUIG / CRAFT', 20, 320], ['Naam / Name', 20, 340], ['Zilvermeeuw', 170, 340], ['Type', 20, 360], ['Motorboot', 170, 360],
      ],
      PROSE.nl,
    );
    const r = read(doc, { naam_vaartuig: { type: 'string', description: 'The name of the boat.' } });
    assert.equal(r.data.naam_vaartuig, 'Zilvermeeuw');
  });

  it('a paragraph of prose under the heading is no address block', () => {
    const doc = page(
      [
        ['Condominio Residenza I Glicini', 20, 20],
        ['VERBALE DI ASSEMBLEA ORDINARIA E STRAORDINARIA', 20, 100],
        ["L'anno duemilaventicinque, il giorno 9 del mese di aprile, alle ore 18.30, presso la", 20, 140],
        ['sala dell\'oratorio San Biagio, Via Lecco 4, Monza, si è riunita in seconda convocazione', 20, 160],
      ],
      PROSE.it,
    );
    const r = read(doc, { indirizzo: { type: 'string', description: 'The address of the condominium.' } });
    assert.equal(r.data.indirizzo, undefined);
  });

  it('"The <person noun> who ..." is a person of the party its name gives, and a line of lower-case words is no person\'s name', () => {
    const m = understand({ name: 'ContractorName', type: 'string', description: 'The person who did the work.' });
    assert.deepEqual([m.type, m.party], ['person', 'seller']);
    assert.equal(understand({ name: 'supplier', type: 'string', description: 'The supplier who issued the invoice.' }).type, 'organisation');
    const r = read(page([['NORTHBEAM DATA CONSULTING', 20, 20], ['Timesheet #', 20, 100], ['NB-TS-2025-23', 120, 100], ['Approved for the client', 20, 400]], PROSE.en), {
      ContractorName: { type: 'string', description: 'The person who did the work.' },
    });
    assert.equal(r.data.ContractorName, undefined);
  });
});
