import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';
import { roundPagesOf } from '../../../../test/helpers/probe-schema.js';

function read(rows: Row[], properties: Record<string, unknown>) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties }, annotations: {} });
}

describe('keys longer than the label they start with', () => {
  it('"<Date> <of charge>: <date>" is no document date; "<Date of issue>" gives it', () => {
    const r = read(
      ['Eléctrica del Moncayo, S.L.U.', ['María Pilar Gascón', 'Fecha de cargo: 17/09/2024'], ['Nº de factura', 'FE24-0915573'], ['Fecha de emisión', '12 de septiembre de 2024'], ['Total', '72,33 €'], PROSE.es],
      { issued_on: { type: 'string', format: 'date', description: 'The date of the invoice.' }, charged_on: { type: 'string', format: 'date', description: 'The date the bill is charged to the bank account.' } },
    );
    assert.equal(r.data.issued_on, '2024-09-12');
    assert.equal(r.data.charged_on, '2024-09-17');
  });

  it('a short word of a label opening a value beside another key dates that key ("Votre commande  du 2 septembre 2024")', () => {
    const r = read(
      ['Menuiserie Favre Sàrl', 'FACTURE', ['Facture n°', '2024-311'], ['Date', '18.10.2024'], ['Votre commande', 'du 2 septembre 2024'], ['Total', "CHF 5'134.75"], PROSE.fr],
      { facture_date: { type: 'string', format: 'date', description: 'The date of the invoice.' } },
    );
    assert.equal(r.data.facture_date, '2024-10-18');
  });

  it("the run-on words may name the field's party: \"<NIF> <of the customer>: <id>\"", () => {
    const r = read(['Águas do Vale, E.M.', 'NIF 508771234', ['Rui Lopes', 'NIF do cliente: 218455909'], ['Total a pagar', '56,21 €'], PROSE.pt], { client_nif: { type: 'string', description: "The customer's tax number." } });
    assert.equal(r.data.client_nif, '218455909');
  });

  it('a key with its figures beside a name or an address label is another key\'s pair', () => {
    const r = read(
      ['Águas do Vale, E.M.', ['Cliente', 'Fatura n.º FT 2024/118872'], ['Rui Manuel Teixeira Lopes', 'Data de emissão: 05/07/2024'], ['Total a pagar', '56,21 €'], PROSE.pt],
      { client_full_name: { type: 'string', description: 'The customer.' } },
    );
    assert.equal(r.data.client_full_name, 'Rui Manuel Teixeira Lopes');
  });
});

describe('dates in a column and numbers without figures', () => {
  it("the document's date is not the first of a column of listed documents' dates", () => {
    const cols = [20, 200, 380];
    const document = roundPagesOf({
      name: 'demand', lang: 'pl', schema: 'demand', expected: {},
      pages: [[
        { at: [20, 330], cells: ['Hurtownia Volt-Mar Sp. z o.o.', 'Katowice, 18 listopada 2024 r.'] }, 'Wezwanie do zapłaty', '',
        { at: cols, cells: ['Nr faktury', 'Data wystawienia', 'Kwota'] },
        { at: cols, cells: ['FV/2024/08/0412', '12.08.2024', '5 820,00'] },
        { at: cols, cells: ['FV/2024/08/0455', '27.08.2024', '8 532,60'] }, PROSE.pl,
      ]],
    });
    const r = extractDeterministic({ document, schema: { type: 'object', properties: { demand_dated: { type: 'string', format: 'date', description: 'The date of the demand.' } } }, annotations: {} });
    assert.notEqual(r.data.demand_dated, '2024-08-12');
  });

  it("a tax number beside its label is figures: a person's name under that label is none", () => {
    const r = read(['Kinderopvang De Vlinder B.V.', ['Aanvrager', 'R.J. Hofstede'], ['BSN', '172048813'], ['Totaal', '€ 1.250,00'], PROSE.nl], { parent_bsn: { type: 'string', description: "The parent's BSN." } });
    assert.equal(r.data.parent_bsn, '172048813');
  });
});

describe('a date read only by the start of a longer key, or by its shape, gives way to a field that names the key', () => {
  const schema = {
    testedOn: { type: 'string', format: 'date', description: 'The date of the test.' },
    firstUseDate: { type: 'string', format: 'date', description: 'The date the vehicle was first used.' },
  };
  const rows: Row[] = ['Kestrel Lane Motors Ltd', 'TEST CERTIFICATE', ['Registration', 'KX19 TRV'], ['First used', '29 March 2019'], ['Date of test', '4 November 2024'], ['Test number', '4417 2290 8815'], PROSE.en];

  it('"The date of the <thing>" is printed under "Date of <thing>": the test date is the test\'s, the other date the vehicle\'s', () => {
    const r = read(rows, schema);
    assert.equal(r.data.testedOn, '2024-11-04');
    assert.equal(r.data.firstUseDate, '2019-03-29');
    const cited = r.fields.filter((f) => f.citations[0]?.text === '4 November 2024').map((f) => f.path);
    assert.deepEqual(cited, ['/testedOn']);
  });

  it('with no other date printed, the weaker field stays empty rather than repeat the other\'s value', () => {
    const r = read(['Kestrel Lane Motors Ltd', 'TEST CERTIFICATE', ['Registration', 'KX19 TRV'], ['Date of test', '4 November 2024'], PROSE.en], schema);
    assert.equal(r.data.testedOn, '2024-11-04');
    assert.equal(r.data.firstUseDate, undefined);
    assert.equal(r.fields.some((f) => f.path === '/firstUseDate'), false);
  });

  it('a lone date field still takes the date under a longer key', () => {
    const r = read(['Kestrel Lane Motors Ltd', 'TEST CERTIFICATE', ['Date of test', '4 November 2024'], PROSE.en], { certificate_date: { type: 'string', format: 'date', description: 'The date of the certificate.' } });
    assert.equal(r.data.certificate_date, '2024-11-04');
  });
});
