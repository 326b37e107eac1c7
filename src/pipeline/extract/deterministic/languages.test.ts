import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ExtractionResult } from '../types.js';
import { detectLocale } from '../packs/locale.js';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

/** The schema a first-time user writes: plain English field names, whatever the document's language. */
const SCHEMA = {
  type: 'object',
  properties: {
    invoice_number: { type: 'string' },
    issue_date: { type: 'string', format: 'date' },
    due_date: { type: 'string', format: 'date' },
    seller_name: { type: 'string' },
    buyer_name: { type: 'string' },
    currency: { type: 'string' },
    total_amount: { type: 'number' },
    vat_id: { type: 'string' },
    iban: { type: 'string' },
  },
};

/** Small invoices as businesses in each country print them. */
const INVOICES: Record<string, Row[]> = {

  de: ['Muster Software GmbH', 'Hauptstraße 12, 10115 Berlin', 'USt-IdNr.: DE136695976', '', 'Rechnungsempfänger:', 'Beispiel Handel AG', 'Marktplatz 3, 80331 München', '', 'Rechnung Nr. 2020-0471 vom 05.03.2020', ['Rechnungsdatum:', '05.03.2020'], ['Fällig am:', '04.04.2020'], ['Beratung, 10 Stunden', '1.000,00 €'], ['Nettobetrag', '1.000,00 €'], ['MwSt 19 %', '190,00 €'], ['Gesamtbetrag', '1.190,00 €'], 'Bitte überweisen Sie den Betrag innerhalb von 30 Tagen auf unser Konto.', 'IBAN: DE89 3704 0044 0532 0130 00   BIC: COBADEFFXXX'],
  fr: ['Dupont Conseil SARL', '12 rue de la Paix, 75002 Paris', 'N° TVA : FR40303265045', '', 'Client :', 'Martin Distribution SAS', '5 avenue Foch, 69006 Lyon', '', 'FACTURE N° F-2020-118', ['Date de facture :', '05/03/2020'], ['Date d\'échéance :', '04/04/2020'], ['Prestation de conseil', '1 000,00 €'], ['Total HT', '1 000,00 €'], ['TVA 20 %', '200,00 €'], ['Total TTC', '1 200,00 €'], 'Paiement par virement à 30 jours.', 'IBAN : FR14 2004 1010 0505 0001 3M02 606'],
  nl: ['Jansen Advies B.V.', 'Keizersgracht 100, 1015 CX Amsterdam', 'BTW-nummer: NL004495445B01', '', 'Factuur aan:', 'De Vries Handel B.V.', 'Stationsplein 1, 3511 ED Utrecht', '', 'FACTUUR', ['Factuurnummer:', '2020-0345'], ['Factuurdatum:', '05-03-2020'], ['Vervaldatum:', '04-04-2020'], ['Advieswerkzaamheden', '€ 1.000,00'], ['Subtotaal', '€ 1.000,00'], ['BTW 21%', '€ 210,00'], ['Totaal te betalen', '€ 1.210,00'], 'Gelieve het bedrag binnen 30 dagen over te maken.', 'IBAN: NL91 ABNA 0417 1643 00'],
  es: ['Soluciones García S.L.', 'Calle Mayor 10, 28013 Madrid', 'NIF: ESX2482300W', '', 'Cliente:', 'Distribuciones López S.A.', 'Avenida Diagonal 200, 08018 Barcelona', '', 'FACTURA', ['Número de factura:', 'A-2020-077'], ['Fecha de emisión:', '05/03/2020'], ['Fecha de vencimiento:', '04/04/2020'], ['Servicios de consultoría', '1.000,00 €'], ['Base imponible', '1.000,00 €'], ['IVA 21%', '210,00 €'], ['Total factura', '1.210,00 €'], 'Forma de pago: transferencia bancaria a 30 días.', 'IBAN: ES91 2100 0418 4502 0005 1332'],
  it: ['Rossi Consulenze S.r.l.', 'Via Roma 1, 00184 Roma', 'Partita IVA: IT00743110157', '', 'Cliente:', 'Bianchi Commercio S.p.A.', 'Corso Buenos Aires 5, 20124 Milano', '', 'FATTURA', ['Fattura n.', '118/2020'], ['Data fattura:', '05/03/2020'], ['Scadenza:', '04/04/2020'], ['Servizi di consulenza', '1.000,00 €'], ['Imponibile', '1.000,00 €'], ['IVA 22%', '220,00 €'], ['Totale documento', '1.220,00 €'], 'Pagamento tramite bonifico bancario entro 30 giorni.', 'IBAN: IT60 X054 2811 1010 0000 0123 456'],
  pt: ['Silva Consultoria Lda.', 'Rua Augusta 100, 1100-053 Lisboa', 'NIF: PT501964843', '', 'Cliente:', 'Costa Comércio S.A.', 'Avenida da Boavista 50, 4100-112 Porto', '', 'FATURA', ['Fatura n.º', 'FT 2020/45'], ['Data de emissão:', '05/03/2020'], ['Data de vencimento:', '04/04/2020'], ['Serviços de consultoria', '1.000,00 €'], ['Total sem IVA', '1.000,00 €'], ['IVA 23%', '230,00 €'], ['Total a pagar', '1.230,00 €'], 'Pagamento por transferência bancária no prazo de 30 dias.', 'IBAN: PT50 0002 0123 1234 5678 9015 4'],
  pl: ['Kowalski Doradztwo Sp. z o.o.', 'ul. Marszałkowska 10, 00-950 Warszawa', 'NIP: PL 526-104-08-28', '', 'Nabywca:', 'Nowak Handel S.A.', 'ul. Floriańska 5, 31-019 Kraków', '', 'FAKTURA VAT', ['Numer faktury:', 'FV/2020/03/15'], ['Data wystawienia:', '05.03.2020'], ['Termin płatności:', '04.04.2020'], ['Usługi doradcze', '1 000,00 zł'], ['Wartość netto', '1 000,00 zł'], ['VAT 23%', '230,00 zł'], ['Razem do zapłaty', '1 230,00 zł'], 'Płatność przelewem w terminie 30 dni.', 'Nr rachunku: PL61 1090 1014 0000 0712 1981 2874'],
  ms: ['Syarikat Maju Jaya Sdn. Bhd.', 'No. 12, Jalan Ampang, 50450 Kuala Lumpur', 'No. Pendaftaran SST: W10-1808-32000123', '', 'Kepada:', 'Kedai Runcit Ahmad Enterprise', 'No. 5, Jalan Besar, 43000 Kajang, Selangor', '', 'INVOIS', ['No. Invois:', 'INV-2020-0088'], ['Tarikh:', '05/03/2020'], ['Tarikh Akhir Bayaran:', '04/04/2020'], ['Perkhidmatan perundingan', 'RM 1,000.00'], ['Jumlah Kecil', 'RM 1,000.00'], ['SST 6%', 'RM 60.00'], ['Jumlah Besar', 'RM 1,060.00'], 'Sila buat pembayaran dalam tempoh 30 hari.'],
};

/** What each invoice says: the value, and the text the citation must show (the value as printed). */
type Want = Record<string, [unknown, string]>;

const EXPECTED: Record<string, Want> = {
  de: {
    invoice_number: ['2020-0471', '2020-0471'],
    issue_date: ['2020-03-05', '05.03.2020'],
    due_date: ['2020-04-04', '04.04.2020'],
    seller_name: ['Muster Software GmbH', 'Muster Software GmbH'],
    buyer_name: ['Beispiel Handel AG', 'Beispiel Handel AG'],
    currency: ['EUR', '€'],
    total_amount: [1190, '1.190,00 €'],
    vat_id: ['DE136695976', 'DE136695976'],
    iban: ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
  },
  fr: {
    invoice_number: ['F-2020-118', 'F-2020-118'],
    issue_date: ['2020-03-05', '05/03/2020'],
    due_date: ['2020-04-04', '04/04/2020'],
    seller_name: ['Dupont Conseil SARL', 'Dupont Conseil SARL'],
    buyer_name: ['Martin Distribution SAS', 'Martin Distribution SAS'],
    currency: ['EUR', '€'],
    total_amount: [1200, '1 200,00 €'],
    vat_id: ['FR40303265045', 'FR40303265045'],
    iban: ['FR1420041010050500013M02606', 'FR14 2004 1010 0505 0001 3M02 606'],
  },
  nl: {
    invoice_number: ['2020-0345', '2020-0345'],
    issue_date: ['2020-03-05', '05-03-2020'],
    due_date: ['2020-04-04', '04-04-2020'],
    seller_name: ['Jansen Advies B.V.', 'Jansen Advies B.V.'],
    buyer_name: ['De Vries Handel B.V.', 'De Vries Handel B.V.'],
    currency: ['EUR', '€'],
    total_amount: [1210, '€ 1.210,00'],
    vat_id: ['NL004495445B01', 'NL004495445B01'],
    iban: ['NL91ABNA0417164300', 'NL91 ABNA 0417 1643 00'],
  },
  es: {
    invoice_number: ['A-2020-077', 'A-2020-077'],
    issue_date: ['2020-03-05', '05/03/2020'],
    due_date: ['2020-04-04', '04/04/2020'],
    seller_name: ['Soluciones García S.L.', 'Soluciones García S.L.'],
    buyer_name: ['Distribuciones López S.A.', 'Distribuciones López S.A.'],
    currency: ['EUR', '€'],
    total_amount: [1210, '1.210,00 €'],
    vat_id: ['ESX2482300W', 'ESX2482300W'],
    iban: ['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
  },
  it: {
    invoice_number: ['118/2020', '118/2020'],
    issue_date: ['2020-03-05', '05/03/2020'],
    due_date: ['2020-04-04', '04/04/2020'],
    seller_name: ['Rossi Consulenze S.r.l.', 'Rossi Consulenze S.r.l.'],
    buyer_name: ['Bianchi Commercio S.p.A.', 'Bianchi Commercio S.p.A.'],
    currency: ['EUR', '€'],
    total_amount: [1220, '1.220,00 €'],
    vat_id: ['IT00743110157', 'IT00743110157'],
    iban: ['IT60X0542811101000000123456', 'IT60 X054 2811 1010 0000 0123 456'],
  },
  pt: {
    invoice_number: ['FT 2020/45', 'FT 2020/45'],
    issue_date: ['2020-03-05', '05/03/2020'],
    due_date: ['2020-04-04', '04/04/2020'],
    seller_name: ['Silva Consultoria Lda.', 'Silva Consultoria Lda.'],
    buyer_name: ['Costa Comércio S.A.', 'Costa Comércio S.A.'],
    currency: ['EUR', '€'],
    total_amount: [1230, '1.230,00 €'],
    vat_id: ['PT501964843', 'PT501964843'],
    iban: ['PT50000201231234567890154', 'PT50 0002 0123 1234 5678 9015 4'],
  },
  pl: {
    invoice_number: ['FV/2020/03/15', 'FV/2020/03/15'],
    issue_date: ['2020-03-05', '05.03.2020'],
    due_date: ['2020-04-04', '04.04.2020'],
    seller_name: ['Kowalski Doradztwo Sp. z o.o.', 'Kowalski Doradztwo Sp. z o.o.'],
    buyer_name: ['Nowak Handel S.A.', 'Nowak Handel S.A.'],
    currency: ['PLN', 'zł'],
    total_amount: [1230, '1 230,00 zł'],
    vat_id: ['PL5261040828', 'PL 526-104-08-28'],
    iban: ['PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874'],
  },
  ms: {
    invoice_number: ['INV-2020-0088', 'INV-2020-0088'],
    issue_date: ['2020-03-05', '05/03/2020'],
    due_date: ['2020-04-04', '04/04/2020'],
    seller_name: ['Syarikat Maju Jaya Sdn. Bhd.', 'Syarikat Maju Jaya Sdn. Bhd.'],
    buyer_name: ['Kedai Runcit Ahmad Enterprise', 'Kedai Runcit Ahmad Enterprise'],
    currency: ['MYR', 'RM'],
    total_amount: [1060, 'RM 1,060.00'],
    vat_id: ['W10180832000123', 'W10-1808-32000123'],
  },
};

const results = new Map<string, ExtractionResult>();
function extracted(lang: string): ExtractionResult {
  let r = results.get(lang);
  if (!r) {
    r = extractDeterministic({ document: invoice(INVOICES[lang]), schema: SCHEMA, annotations: {} });
    results.set(lang, r);
  }
  return r;
}

for (const lang of Object.keys(EXPECTED)) {
  describe(`an invoice in ${lang}, read with plain English field names`, () => {
    for (const [name, [value, cited]] of Object.entries(EXPECTED[lang])) {
      it(`${name} = ${JSON.stringify(value)}, cited as "${cited}"`, () => {
        const r = extracted(lang);
        assert.deepEqual(r.data[name], value);
        const f = r.fields.find((x) => x.path === `/${name}`)!;
        assert.ok(f.confidence > 0 && f.confidence <= 1);
        assert.equal(f.citations[0].page, 1);
        assert.equal(f.citations[0].text, cited);
      });
    }

    it('reports no problem', () => {
      assert.deepEqual(extracted(lang).problems, []);
    });
  });
}

/** A paragraph of invoice prose per language, enough for the language to be detected. */

describe('dates written in words in the document\'s language', () => {
  const WRITTEN: [string, Row[]][] = [
    ['de', ['Rechnung', PROSE.de, ['Rechnungsdatum:', '5. März 2020']]],
    ['fr', ['Facture', PROSE.fr, ['Date de facture :', '5 mars 2020']]],
    ['nl', ['Factuur', PROSE.nl, ['Factuurdatum:', '5 maart 2020']]],
    ['es', ['Factura', PROSE.es, ['Fecha de emisión:', '5 de marzo de 2020']]],
    ['it', ['Fattura', PROSE.it, ['Data fattura:', '5 marzo 2020']]],
    ['pt', ['Fatura', PROSE.pt, ['Data de emissão:', '5 de março de 2020']]],
    ['pl', ['Faktura', PROSE.pl, ['Data wystawienia:', '5 marca 2020']]],
    ['ms', ['Invois', PROSE.ms, ['Tarikh:', '5 Mac 2020']]],
  ];
  for (const [lang, rows] of WRITTEN) {
    const cited = (rows[2] as [string, string])[1];
    it(`${lang}: the document is read in its language`, () => {
      assert.equal(detectLocale(invoice(rows).pages[0].lines.map((l) => l.text).join('\n')).language.language, lang);
    });

    it(`${lang}: "${cited}" → 2020-03-05`, () => {
      const r = extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: { issue_date: { type: 'string', format: 'date' } } }, annotations: {} });
      assert.equal(r.data.issue_date, '2020-03-05');
      assert.equal(r.fields[0].citations[0].text, cited);
    });
  }
});
