import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage, readPlain } from '../../../../test/helpers/placed.js';

const page = placedPage;
const read = readPlain;

describe('rules of the twelfth round', () => {
  it('a field described as "The number of ..." is an identifier whatever language its name is in, and a mark alone is no value', () => {
    assert.equal(understand({ name: 'numeroContrato', type: 'string', description: 'The number of the purchase contract.' }).type, 'identifier');
    const r = read(
      page([['ACOPIOS DEL PARANÁ S.A.', 20, 20], ['Fecha', 20, 120], ['02/06/2025', 150, 120], ['Contrato N°', 330, 120], ['K-25-01452', 460, 120]], PROSE.es),
      { numeroContrato: { type: 'string', description: 'The number of the purchase contract.' } },
    );
    assert.equal(r.data.numeroContrato, 'K-25-01452');
  });

  it('a noun its description says issued the document is the issuer where it names a place or nothing known', () => {
    assert.equal(understand({ name: 'municipio', type: 'string', description: 'The municipality that issued the bill.' }).concept, 'seller');
    assert.equal(understand({ name: 'comune', type: 'string', description: 'The municipality whose registry office issued the extract.' }).concept, 'seller');
    assert.notEqual(understand({ name: 'TreatingDoctor', type: 'string', description: 'The doctor who issued the bill.' }).concept, 'seller');
    assert.notEqual(understand({ name: 'municipio', type: 'string', description: 'The municipality that was issued the permit.' }).concept, 'seller');
  });

  it('a label word opening a name in capitals with a joining word after it is part of the name', () => {
    const r = read(
      page([['MUNICIPIO DE VALLE ALTO', 20, 20], ['FACTURA IMPUESTO PREDIAL', 400, 20], ['Secretaría de Hacienda', 20, 40], ['Factura No.', 20, 100], ['2025-0771', 150, 100]], PROSE.es),
      { municipio: { type: 'string', description: 'The municipality that issued the bill.' } },
    );
    assert.equal(r.data.municipio, 'MUNICIPIO DE VALLE ALTO');
  });

  it('a line opening with an honorific under the letterhead is the addressee, not the issuer', () => {
    const r = read(
      page([['Stadtwerke Lindental', 20, 20], ['Kundennummer 4471', 400, 20], ['Am Markt 3 · 29553 Lindental', 20, 40], ['Herrn und Frau', 20, 100], ['Jonas und Eva Brandt', 20, 120], ['Ahornweg 7', 20, 140], ['29553 Lindental', 20, 160]], PROSE.de),
      { versorger: { type: 'string', description: 'The utility that issued the bill.' } },
    );
    assert.equal(r.data.versorger, 'Stadtwerke Lindental');
    const a = read(
      page([['Stadtwerke Lindental', 20, 20], ['Am Markt 3 · 29553 Lindental', 20, 40], ['Herrn und Frau', 20, 100], ['Jonas und Eva Brandt', 20, 120], ['Ahornweg 7', 20, 140], ['29553 Lindental', 20, 160], ['Sehr geehrte Frau Brandt, sehr geehrter Herr Brandt,', 20, 200]], PROSE.de),
      { kunden: { type: 'string', description: 'The customers the bill is addressed to.' } },
    );
    assert.equal(a.data.kunden, 'Jonas und Eva Brandt');
  });

  it('sides printed in columns: each side\'s properties from the cells under its own heading', () => {
    const side = { type: 'object', properties: { surname: { type: 'string' }, given_names: { type: 'string' }, date_of_birth: { type: 'string', format: 'date' } } };
    const r = read(
      page(
        [['DEED OF EXCHANGE', 20, 20], ['PARTY A', 190, 100], ['PARTY B', 400, 100], ['Surname', 20, 120], ['ROMERO GIL', 190, 120], ['ALBA NIETO', 400, 120], ['Given names', 20, 140], ['TOMAS', 190, 140], ['INES', 400, 140], ['Date of birth', 20, 160], ['03/05/1979', 190, 160], ['21/11/1984', 400, 160], ['Signed at Leeds on 2 June 2025.', 20, 220]],
        PROSE.en,
      ),
      { party_a: side, party_b: side },
    );
    assert.deepEqual(r.data.party_b, { surname: 'ALBA NIETO', given_names: 'INES', date_of_birth: '1984-11-21' });
    assert.deepEqual(r.data.party_a, { surname: 'ROMERO GIL', given_names: 'TOMAS', date_of_birth: '1979-05-03' });
  });

  it('keys and values of a form: a slash key, a code\'s letters with the rest of the name, a code after "n.", a firm before its address', () => {
    const r = read(
      page(
        [
          ['Vehicle Licensing Office', 20, 20],
          ['Registration renewal notice', 20, 40],
          ['Make / model', 20, 100], ['TOYOTA COROLLA ASCENT', 130, 100], ['Body type', 340, 100], ['Sedan', 450, 100],
          ['VIN', 20, 120], ['JTDBR32E720114455', 130, 120],
          ['CTP insurer', 20, 140], ['Harbour Mutual CTP Ltd', 130, 140], ['CTP class', 340, 140], ['1 - Car', 450, 140],
          ['Ref. n. 2025/0042117', 20, 180],
          ['Paying agent', 20, 220], ['Quayside Registry Ltd, 9 Dock Street, Hull HU1 1AA', 130, 220],
        ],
        PROSE.en,
      ),
      {
        makeAndModel: { type: 'string', description: 'The make and model of the vehicle.' },
        ctpInsurer: { type: 'string', description: 'The insurer of the compulsory third party (CTP) cover.' },
        reference: { type: 'string', description: 'The reference of the notice.' },
        paying_agent: { type: 'string', description: 'The paying agent.' },
      },
    );
    assert.equal(r.data.makeAndModel, 'TOYOTA COROLLA ASCENT');
    assert.equal(r.data.ctpInsurer, 'Harbour Mutual CTP Ltd');
    assert.equal(r.data.reference, '2025/0042117');
    assert.equal(r.data.paying_agent, 'Quayside Registry Ltd');
  });

  it('"The date the <extract> was issued" dates the document: its dating line, not a date under another key', () => {
    const r = read(
      page([['COMUNE DI VALLEFONDA', 20, 20], ['ESTRATTO DI NASCITA', 20, 60], ['Data di nascita', 20, 100], ['3 marzo 2001', 190, 100], ['Vallefonda, 9 gennaio 2025', 20, 300]], PROSE.it),
      { data_rilascio: { type: 'string', format: 'date', description: 'The date the extract was issued.' } },
    );
    assert.equal(r.data.data_rilascio, '2025-01-09');
  });

  it('a name saying only "date" takes the kind of date its description names; "before tax" is net, HST a tax', () => {
    assert.equal(understand({ name: 'dateValidite', type: 'string', format: 'date', description: 'The expiry date of the credit.' }).concept, 'end_date');
    assert.equal(understand({ name: 'dateEmission', type: 'string', format: 'date', description: 'The date the credit was issued.' }).concept, 'document_date');
    assert.equal(understand({ name: 'FeesBeforeTax', type: 'number', description: 'The fees before tax.' }).concept, 'net_amount');
    assert.equal(understand({ name: 'HstAmount', type: 'number', description: 'The HST charged.' }).concept, 'tax_amount');
  });

  it('a total "inkl. USt" is the gross total, not a tax line: it outranks the balance after a deposit', () => {
    const r = read(
      page([['Optik Lindner e.U.', 20, 20], ['Rechnung Nr. 2025-118', 20, 60], ['Zwischensumme', 330, 380], ['900,00', 460, 380], ['abzügl. 10 % Rabatt', 330, 400], ['-90,00', 554, 400], ['Rechnungsbetrag inkl. USt', 330, 420], ['EUR 810,00', 519, 420], ['darin 20 % USt', 330, 440], ['EUR 135,00', 460, 440], ['abzügl. Anzahlung', 330, 460], ['-200,00', 568, 460], ['Restbetrag', 330, 480], ['EUR 610,00', 460, 480]], PROSE.de),
      { invoice_total_gross: { type: 'number', description: 'The invoice total including VAT.' } },
    );
    assert.equal(r.data.invoice_total_gross, 810);
  });

  it('the importer is the buyer\'s side: its heading beside the exporter\'s is no exporter\'s name', () => {
    const r = read(
      page([['ROMANEIO DE EMBARQUE', 20, 20], ['EXPORTADOR', 20, 120], ['IMPORTADOR', 330, 120], ['Frutas do Vale Exportação Ltda.', 20, 140], ['Frescos del Sur S.L.', 330, 140], ['Rua das Palmeiras 88', 20, 160], ['Avenida del Puerto 12', 330, 160]], PROSE.pt),
      { Exporter: { type: 'object', description: 'The exporter.', properties: { Name: { type: 'string', description: "The exporter's name." } } } },
    );
    assert.deepEqual(r.data.Exporter, { Name: 'Frutas do Vale Exportação Ltda.' });
  });
});
