import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';
import { placedPage, readPlain } from '../../../../test/helpers/placed.js';

const page = placedPage;
const read = readPlain;
const rows = (r: Row[], properties: Record<string, unknown>) => read(invoice(r), properties);

describe('rules of the eleventh round', () => {
  it('a number "in km/h" counts no kilometres: no distance printed elsewhere is its value', () => {
    assert.equal(understand({ name: 'speed_limit_kmh', type: 'integer', description: 'The speed limit in km/h.' }).unit, undefined);
    assert.equal(understand({ name: 'distance', type: 'integer', description: 'The distance driven in km.' }).unit, 'km');
  });

  it('a label running on into capitals on its line is a name, not a key whose value stands beside it', () => {
    const r = read(
      page([['COMUNE DI BORGO SAN VITALE', 20, 20], ['Verbale n. 2024/V/008813', 400, 20], ['Località', 20, 100], ['SP 10 km 23+400, direzione Cremona', 170, 100]], PROSE.it),
      { offence_place: { type: 'string', description: 'Where the offence took place.' } },
    );
    assert.equal(r.data.offence_place, 'SP 10 km 23+400, direzione Cremona');
  });

  it('numbered boxes: a box number opening the next key is no identifier; a code\'s letters in the description label it alone', () => {
    const r = read(
      page([['01 CNPJ/CEI', 20, 80], ['02 Razão Social/Nome', 250, 80], ['91.827.364/0001-03', 20, 100], ['Metalúrgica Vale do Sinos Ltda.', 250, 100], ['17 CPF', 20, 140], ['18 Data de nascimento', 250, 140], ['407.318.926-31', 20, 160], ['22/06/1989', 250, 160]], PROSE.pt),
      { EmployerCnpj: { type: 'string', description: "The employer's CNPJ." }, EmployeeCpf: { type: 'string', description: "The employee's CPF." } },
    );
    assert.equal(r.data.EmployerCnpj, '91.827.364/0001-03');
    assert.equal(r.data.EmployeeCpf, '407.318.926-31');
  });

  it('a key naming a number under a name\'s label is the next key, not the value of a grid: the name beside the label is read', () => {
    const r = read(
      page([['Nama', 20, 140], ['MUHAMMAD HAFIZ BIN ABDUL RAHMAN', 170, 140], ['No. K/P', 20, 160], ['870315-10-5583', 170, 160], ['Alamat', 20, 180], ['NO. 8, JALAN MELATI 3/2, TAMAN MELATI,', 170, 180], ['43000 KAJANG, SELANGOR', 170, 200]], PROSE.ms),
      { PayerName: { type: 'string', description: 'The person who paid.' }, PayerAddress: { type: 'string', description: "The payer's address." } },
    );
    assert.equal(r.data.PayerName, 'MUHAMMAD HAFIZ BIN ABDUL RAHMAN');
    assert.equal(r.data.PayerAddress, 'NO. 8, JALAN MELATI 3/2, TAMAN MELATI, 43000 KAJANG, SELANGOR');
  });

  it('a count times a price beside a figure\'s label is how it was reached; "The <owner>\'s number" is an identifier', () => {
    const r = rows(
      ['Hausverwaltung Leinebogen GmbH', ['Mieternummer', '0412-07'], ['Summe Ihrer Kosten', '2.382,31 €'], ['Vorauszahlungen (12 × 185,00 €)', '2.220,00 €'], PROSE.de],
      { mieternummer: { type: 'string', description: "The tenant's number." }, vorauszahlungen: { type: 'number', description: 'The advance payments made in the period.' } },
    );
    assert.equal(r.data.mieternummer, '0412-07');
    assert.equal(r.data.vorauszahlungen, 2220);
  });

  it("a shop's tax number is not the one in the customer's block; a name in the document's language for the seller is the seller", () => {
    assert.equal(understand({ name: 'vendedor', type: 'string', description: 'The shop that issued the certificate.' }).concept, 'seller');
    const r = read(
      page([['Electro Mondego, Lda.', 20, 20], ['Av. Fernão de Magalhães 618, 3000-174 Coimbra · NIF 514872306', 20, 40], ['Dados do cliente', 20, 100], ['Nome', 20, 120], ['Sofia Marques Antunes', 130, 120], ['NIF', 20, 140], ['238417565', 130, 140], ['N.º de série', 20, 180], ['KV6145-24-0087731', 130, 180]], PROSE.pt),
      { nifVendedor: { type: 'string', description: "The shop's NIF." }, numeroSerie: { type: 'string', description: 'The serial number.' } },
    );
    assert.equal(r.data.nifVendedor, '514872306');
    assert.equal(r.data.numeroSerie, 'KV6145-24-0087731');
  });

  it('a borrower is the customer and a lender the issuer; a sentence opening with a label heads nothing; a form\'s title is no issuer', () => {
    assert.equal(understand({ name: 'kredytobiorca', type: 'string', description: 'The borrower.' }).concept, 'buyer');
    assert.equal(understand({ name: 'lender', type: 'string', description: 'The bank offering the loan.' }).concept, 'seller');
    const pesel = understand({ name: 'pesel', type: 'string', description: "The borrower's PESEL." });
    assert.equal(pesel.type === 'person' || pesel.type === 'organisation', false);
    const r = read(
      page(
        [
          ['Nadwiślański Bank Spółdzielczy', 20, 20],
          ['ul. Lubelska 27, 24-100 Puławy · NIP 734-218-90-56', 20, 40],
          ['FORMULARZ INFORMACYJNY DOTYCZĄCY KREDYTU KONSUMENCKIEGO', 20, 80],
          ['1. Dane kredytobiorcy', 20, 120],
          ['Imię i nazwisko', 20, 140],
          ['Marek Zawadzki', 260, 140],
          ['PESEL', 20, 160],
          ['85071412358', 260, 160],
          ['Adres', 20, 180],
          ['ul. Słowackiego 14/3, 33-300 Nowy Sącz', 260, 180],
          ['Kredytobiorca ma prawo odstąpić od umowy w terminie 14 dni od dnia', 20, 560],
          ['jej zawarcia, bez podawania przyczyny.', 20, 580],
        ],
        PROSE.pl,
      ),
      { kredytodawca: { type: 'string', description: 'The bank offering the loan.' }, kredytobiorca: { type: 'string', description: 'The borrower.' }, pesel: { type: 'string', description: "The borrower's PESEL." } },
    );
    assert.equal(r.data.kredytodawca, 'Nadwiślański Bank Spółdzielczy');
    assert.equal(r.data.kredytobiorca, 'Marek Zawadzki');
    assert.equal(r.data.pesel, '85071412358');
  });

  it("a tax code on the row a buyer's key opens is the buyer's", () => {
    const r = read(
      page([['Banca Popolare della Valdera S.p.A.', 20, 20], ['Sede legale: Corso Matteotti 52, 56025 Pontedera (PI) · P.IVA 01948270507', 20, 40], ['Mutuatario', 20, 100], ['LOMBARDI DAVIDE', 170, 100], ['Cod. fiscale', 330, 100], ['LMBDVD86C12G702S', 470, 100]], PROSE.it),
      { codiceFiscale: { type: 'string', description: "The borrower's fiscal code." } },
    );
    assert.equal(r.data.codiceFiscale, 'LMBDVD86C12G702S');
  });
});

describe('a figure named for the VAT is its amount', () => {
  it('"VatContained" is the tax amount; a total "incl. VAT" is not it', () => {
    assert.equal(understand({ name: 'VatContained', type: 'number', description: 'The VAT contained in the amount.' }).concept, 'tax_amount');
    assert.equal(understand({ name: 'vat', type: 'string', description: 'The VAT number.' }).concept, 'vat_id');
    const r = rows(
      ['Optik Sonnleitner e.U.', 'UID ATU63829414 · FN 412876m', ['Zwischensumme', '1.049,00'], ['Rechnungsbetrag inkl. USt', 'EUR 944,10'], ['darin 20 % USt', 'EUR 157,35'], PROSE.de],
      { VatContained: { type: 'number', description: 'The VAT contained in the amount.' } },
    );
    assert.equal(r.data.VatContained, 157.35);
  });
});

describe('a name naming only a general concept', () => {
  it('"club_operator", "The company that runs the gym.", is the firm; "The buyer\'s contact person" stays a person', () => {
    assert.equal(understand({ name: 'club_operator', type: 'string', description: 'The company that runs the gym.' }).concept, 'seller');
    assert.equal(understand({ name: 'buyerContact', type: 'string', description: "The buyer's contact person for the order." }).concept, 'person');
  });
});

describe('the total of a thing of its own', () => {
  it('"depreciation", "The total depreciation applied.", is read in its column\'s totals row, not as the document\'s total', () => {
    assert.notEqual(understand({ name: 'depreciation', type: 'number', description: 'The total depreciation applied.' }).concept, 'total');
    const r = read(
      page(
        [
          ['Assurances Boréalis inc.', 20, 20],
          ['Description', 20, 360], ['Réclamé', 300, 360], ['Dépréciation', 410, 360], ['Accepté', 520, 360],
          ['Laveuse et sécheuse', 20, 380], ['1 899,98 $', 300, 380], ['569,99 $', 410, 380], ['1 329,99 $', 520, 380],
          ['Tapis et meubles', 20, 400], ['3 420,00 $', 300, 400], ['1 026,00 $', 410, 400], ['2 394,00 $', 520, 400],
          ['Total', 20, 420], ['5 319,98 $', 300, 420], ['1 595,99 $', 410, 420], ['3 723,99 $', 520, 420],
        ],
        PROSE.fr,
      ),
      { depreciation: { type: 'number', description: 'The total depreciation applied.' } },
    );
    assert.equal(r.data.depreciation, 1595.99);
  });
});

describe('codes ending in digit groups', () => {
  it('"769-3318 4026" and "ZKWU 418207 3" are read whole', () => {
    const r = rows(['Straits Link Logistics Pte. Ltd.', 'AIR WAYBILL', ['AWB No.', '769-3318 4026'], ['Container', 'ZKWU 418207 3'], PROSE.en], {
      awb_number: { type: 'string', description: 'The air waybill number.' },
      container_id: { type: 'string', description: 'The container number.' },
    });
    assert.equal(r.data.awb_number, '769-3318 4026');
    assert.equal(r.data.container_id, 'ZKWU 418207 3');
  });
});

describe('instalments and names', () => {
  it('an instalment is a concept of its own, labelled in the document\'s language; an amount with its currency names nobody', () => {
    assert.equal(understand({ name: 'importoRata', type: 'number', description: 'The amount of each instalment.' }).concept, 'instalment');
    const r = rows(
      ['Banca Popolare della Valdera S.p.A.', ['Importo', '€ 180.000,00'], ['Rata costante', '€ 896,30'], ['Montant total', '8.412,35 EUR'], PROSE.it],
      { importoRata: { type: 'number', description: 'The amount of each instalment.' }, approvedBy: { type: 'string', description: 'The person who signed the order.' } },
    );
    assert.equal(r.data.importoRata, 896.3);
    assert.equal(r.data.approvedBy, undefined);
  });
});

describe('names of a known concept in the document\'s language', () => {
  it('"miejsceDocelowe" is read under "Miejscowość docelowa", not beside a short label word opening another key', () => {
    const r = read(
      page([['Przedsiębiorstwo Geodezyjne Mapgeo Sp. z o.o.', 20, 20], ['Pracownik', 20, 140], ['Tomasz Wróblewski', 200, 140], ['Miejscowość docelowa', 20, 200], ['Gdańsk', 200, 200], ['Do wypłaty', 20, 400], ['831,20', 200, 400]], PROSE.pl),
      { miejsceDocelowe: { type: 'string', description: 'The destination.' } },
    );
    assert.equal(r.data.miejsceDocelowe, 'Gdańsk');
  });
});
