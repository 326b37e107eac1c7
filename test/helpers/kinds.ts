/**
 * Made-up business documents of several kinds and languages, each with the plain schema a first-time
 * user would write for it (English field names, one-sentence descriptions) and the values it holds.
 */
import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';
import { line } from './recognised.js';
import { makePagedPdf, type Placed } from './pdf-pages.js';

/** A row of a page: a text line, a label and its value, or the cells of a table row. */
export type SheetRow = string | string[];

/** Where the cells of a row of n cells start, left to right. */
const COLUMNS: Record<number, number[]> = {
  2: [20, 320],
  3: [20, 120, 470],
  4: [20, 270, 350, 460],
};

/** A one-page digital document built from rows: cells of a row sit apart on one line, as columns do. */
export function sheet(rows: SheetRow[]): RecognisedDocument {
  const lines: Line[] = [];
  rows.forEach((r, i) => {
    const y = 20 + i * 20;
    if (typeof r === 'string') {
      if (r) lines.push(line(r, 20, y));
      return;
    }
    const xs = COLUMNS[r.length] ?? r.map((_, k) => 20 + k * 110);
    r.forEach((cell, k) => {
      if (cell) lines.push(line(cell, xs[k], y));
    });
  });
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 640, height: 20 + rows.length * 20 + 40, source: 'text-layer', lines, tables: [] }] };
}

/** The same rows as a one-page PDF with a text layer (Helvetica; the text must be plain ASCII or £). */
export function sheetPdf(rows: SheetRow[]): Buffer {
  const placed: Placed[] = [];
  rows.forEach((r, i) => {
    const y = 48 + i * 16;
    const cells = typeof r === 'string' ? [r] : r;
    const xs = typeof r === 'string' ? [20] : (COLUMNS[r.length] ?? r.map((_, k) => 20 + k * 110));
    cells.forEach((text, k) => {
      if (text) placed.push({ text, x: 36 + xs[k] * 0.85, y, size: 10 });
    });
  });
  return makePagedPdf([placed]);
}

type Json = Record<string, unknown>;

const s = (description: string, extra: Json = {}): Json => ({ type: 'string', description, ...extra });
const n = (description: string): Json => ({ type: 'number', description });
const d = (description: string): Json => ({ type: 'string', format: 'date', description });
const items = (props: Record<string, Json>): Json => ({ type: 'array', description: 'The lines of the document.', items: { type: 'object', properties: props } });

/** The schemas of each kind, as a first-time user writes them. */
export const SCHEMAS: Record<string, Json> = {
  purchase_order: {
    type: 'object',
    properties: {
      order_number: s('The purchase order number.'),
      order_date: d('The date the order was placed.'),
      delivery_date: d('The requested delivery date.'),
      supplier: s('The company the goods are ordered from.'),
      buyer: s('The company placing the order.'),
      total: n('The total order value including tax.'),
      currency: s('The currency of the amounts.'),
      line_items: items({ description: s('What is ordered.'), quantity: n('How many.'), unit_price: n('Price per unit.'), amount: n('Line total.') }),
    },
  },
  payslip: {
    type: 'object',
    properties: {
      employer: s('The company paying the salary.'),
      employee_name: s('The name of the employee.'),
      employee_number: s('The employee or personnel number.'),
      pay_period: s('The period the payslip covers.'),
      payment_date: d('The date the salary is paid.'),
      gross_pay: n('The gross pay before deductions.'),
      net_pay: n('The net pay paid out.'),
      iban: s('The bank account the salary is paid into.'),
    },
  },
  bank_statement: {
    type: 'object',
    properties: {
      bank_name: s('The bank that issued the statement.'),
      account_holder: s('The name of the account holder.'),
      iban: s('The IBAN of the account.'),
      account_number: s('The account number.'),
      statement_date: d('The date of the statement.'),
      statement_period: s('The period covered by the statement.'),
      opening_balance: n('The balance at the start of the period.'),
      closing_balance: n('The balance at the end of the period.'),
      transactions: items({ date: d('Booking date.'), description: s('What the transaction is.'), amount: n('The amount.') }),
    },
  },
  delivery_note: {
    type: 'object',
    properties: {
      delivery_note_number: s('The number of the delivery note.'),
      delivery_date: d('The date of delivery.'),
      order_number: s('The order the delivery belongs to.'),
      supplier: s('The company delivering the goods.'),
      customer: s('The company receiving the goods.'),
      customer_number: s('The customer number.'),
      items: items({ article_number: s('Article number.'), description: s('The article.'), quantity: n('Quantity delivered.') }),
    },
  },
  utility_bill: {
    type: 'object',
    properties: {
      supplier: s('The utility or phone company.'),
      customer_name: s('The customer the bill is for.'),
      customer_number: s('The customer number.'),
      contract_number: s('The contract number.'),
      meter_number: s('The meter number.'),
      invoice_number: s('The bill number.'),
      invoice_date: d('The date of the bill.'),
      billing_period: s('The period the bill covers.'),
      due_date: d('When the bill must be paid.'),
      total_amount: n('The amount to pay.'),
    },
  },
  credit_note: {
    type: 'object',
    properties: {
      credit_note_number: s('The number of the credit note.'),
      date: d('The date of the credit note.'),
      original_invoice: s('The number of the invoice that is credited.'),
      seller: s('The company issuing the credit note.'),
      buyer: s('The customer receiving the credit.'),
      vat_id: s('The VAT number of the seller.'),
      net_amount: n('The amount before tax.'),
      total: n('The total amount credited.'),
    },
  },
  quotation: {
    type: 'object',
    properties: {
      quote_number: s('The quotation number.'),
      quote_date: d('The date of the quotation.'),
      valid_until: d('The date until which the offer is valid.'),
      supplier: s('The company making the offer.'),
      customer: s('The customer the quotation is for.'),
      total: n('The total price including tax.'),
      line_items: items({ description: s('What is offered.'), quantity: n('How many.'), unit_price: n('Price per unit.'), amount: n('Line total.') }),
    },
  },
  order_nested: {
    type: 'object',
    properties: {
      order_number: s('The order number.'),
      order_date: d('The order date.'),
      supplier: { type: 'object', description: 'The supplier.', properties: { name: s('Supplier name.'), vat_id: s('Supplier VAT number.'), iban: s('Supplier bank account.') } },
      buyer: { type: 'object', description: 'The customer placing the order.', properties: { name: s('Customer name.'), address: s('Customer address.') } },
      total: n('Order total including VAT.'),
      line_items: items({ description: s('Item.'), quantity: n('Quantity.'), unit_price: n('Unit price.'), amount: n('Line amount.') }),
    },
  },
  form: {
    type: 'object',
    properties: {
      first_name: s('First name of the applicant.'),
      last_name: s('Surname of the applicant.'),
      date_of_birth: d('Date of birth.'),
      email: s('Email address.'),
      phone: s('Telephone number.'),
      address: s('Street address.'),
      postcode: s('Postal code.'),
      city: s('Town or city.'),
    },
  },
};

/** One probe document: its kind, language, page and the values a reader would take from it. */
export interface ProbeDoc {
  kind: keyof typeof SCHEMAS;
  lang: string;
  rows: SheetRow[];
  expected: Record<string, unknown>;
}

export const PROBE: ProbeDoc[] = [
  {
    kind: 'purchase_order', lang: 'en',
    rows: [
      'Northwind Components Ltd', '14 Mill Lane, Leeds LS1 4AB', 'VAT Reg No: GB 123 4567 89', '',
      'PURCHASE ORDER', ['PO Number:', 'PO-88213'], ['Order Date:', '12 February 2024'], ['Delivery Date:', '4 March 2024'],
      '', ['Supplier:', 'Harbour Fasteners plc'], ['', 'Unit 3, Dock Road, Hull HU1 2XX'], '',
      ['Description', 'Qty', 'Unit Price', 'Amount'],
      ['Hex bolts M8 x 40, box of 100', '20', '£12.50', '£250.00'],
      ['Washers M8, box of 500', '10', '£8.20', '£82.00'],
      ['Subtotal', '', '', '£332.00'], ['VAT 20%', '', '', '£66.40'], ['Total', '', '', '£398.40'],
      'Please quote the PO number on all invoices and delivery notes.',
    ],
    expected: {
      order_number: 'PO-88213', order_date: '2024-02-12', delivery_date: '2024-03-04', supplier: 'Harbour Fasteners plc', buyer: 'Northwind Components Ltd', total: 398.4, currency: 'GBP',
      line_items: [
        { description: 'Hex bolts M8 x 40, box of 100', quantity: 20, unit_price: 12.5, amount: 250 },
        { description: 'Washers M8, box of 500', quantity: 10, unit_price: 8.2, amount: 82 },
      ],
    },
  },
  {
    kind: 'payslip', lang: 'de',
    rows: [
      'Muster Logistik GmbH', 'Industriestraße 8, 70565 Stuttgart', '',
      'Entgeltabrechnung März 2024', ['Personalnummer:', '004711'], ['Mitarbeiter:', 'Anna Schmidt'], ['Abrechnungszeitraum:', '01.03.2024 - 31.03.2024'], ['Auszahlungsdatum:', '28. März 2024'], '',
      ['Grundgehalt', '3.850,00 €'], ['Bruttoentgelt', '3.850,00 €'], ['Lohnsteuer', '512,33 €'], ['Sozialversicherung', '789,45 €'], ['Nettoentgelt', '2.548,22 €'], '',
      'Der Nettobetrag wird auf das folgende Konto überwiesen:', 'IBAN: DE89 3704 0044 0532 0130 00',
    ],
    expected: { employer: 'Muster Logistik GmbH', employee_name: 'Anna Schmidt', employee_number: '004711', pay_period: '01.03.2024 - 31.03.2024', payment_date: '2024-03-28', gross_pay: 3850, net_pay: 2548.22, iban: 'DE89370400440532013000' },
  },
  {
    kind: 'payslip', lang: 'es',
    rows: [
      'Construcciones Ibéricas S.L.', 'Calle Alcalá 45, 28014 Madrid', 'CIF: B12345678', '',
      'NÓMINA', ['Trabajador:', 'Lucía Fernández Ruiz'], ['Nº de empleado:', 'E-2291'], ['Periodo de liquidación:', '01/05/2024 - 31/05/2024'], ['Fecha de pago:', '31 de mayo de 2024'], '',
      ['Salario base', '2.100,00 €'], ['Total devengado', '2.350,00 €'], ['Retención IRPF', '329,00 €'], ['Seguridad Social', '149,23 €'], ['Total a percibir', '1.871,77 €'], '',
      'Transferencia a la cuenta IBAN: ES91 2100 0418 4502 0005 1332',
    ],
    expected: { employer: 'Construcciones Ibéricas S.L.', employee_name: 'Lucía Fernández Ruiz', employee_number: 'E-2291', pay_period: '01/05/2024 - 31/05/2024', payment_date: '2024-05-31', gross_pay: 2350, net_pay: 1871.77, iban: 'ES9121000418450200051332' },
  },
  {
    kind: 'bank_statement', lang: 'fr',
    rows: [
      'Banque Régionale du Centre', '8 place Jaude, 63000 Clermont-Ferrand', '',
      'RELEVÉ DE COMPTE', ['Titulaire du compte :', 'M. Julien Moreau'], ['Numéro de compte :', '00012345678'], ['IBAN :', 'FR14 2004 1010 0505 0001 3M02 606'], ['Date du relevé :', '30 avril 2024'], ['Période :', 'du 01/04/2024 au 30/04/2024'], '',
      ['Date', 'Libellé', 'Montant'],
      ['02/04/2024', 'Virement salaire', '2 450,00'],
      ['05/04/2024', 'Prélèvement loyer', '-850,00'],
      ['18/04/2024', 'Carte supermarché', '-126,45'],
      ['Solde initial', '', '1 203,10'], ['Solde final', '', '2 676,65'],
    ],
    expected: {
      bank_name: 'Banque Régionale du Centre', account_holder: 'M. Julien Moreau', iban: 'FR1420041010050500013M02606', account_number: '00012345678', statement_date: '2024-04-30', statement_period: 'du 01/04/2024 au 30/04/2024', opening_balance: 1203.1, closing_balance: 2676.65,
      transactions: [
        { date: '2024-04-02', description: 'Virement salaire', amount: 2450 },
        { date: '2024-04-05', description: 'Prélèvement loyer', amount: -850 },
        { date: '2024-04-18', description: 'Carte supermarché', amount: -126.45 },
      ],
    },
  },
  {
    kind: 'bank_statement', lang: 'ms',
    rows: [
      'Bank Rakyat Bersatu Berhad', 'Menara Bersatu, Jalan Sultan Ismail, 50250 Kuala Lumpur', '',
      'PENYATA AKAUN', ['Nama Pemegang Akaun:', 'Siti Aminah binti Hassan'], ['No. Akaun:', '1234-5678-9012'], ['Tarikh Penyata:', '31 Mac 2024'], ['Tempoh Penyata:', '01/03/2024 - 31/03/2024'], '',
      ['Tarikh', 'Butiran', 'Amaun (RM)'],
      ['01/03/2024', 'Gaji bulanan', '4,200.00'],
      ['10/03/2024', 'Bayaran bil elektrik', '-185.60'],
      ['Baki Awal', '', '2,310.45'], ['Baki Akhir', '', '6,324.85'],
    ],
    expected: {
      bank_name: 'Bank Rakyat Bersatu Berhad', account_holder: 'Siti Aminah binti Hassan', account_number: '1234-5678-9012', statement_date: '2024-03-31', statement_period: '01/03/2024 - 31/03/2024', opening_balance: 2310.45, closing_balance: 6324.85,
      transactions: [
        { date: '2024-03-01', description: 'Gaji bulanan', amount: 4200 },
        { date: '2024-03-10', description: 'Bayaran bil elektrik', amount: -185.6 },
      ],
    },
  },
  {
    kind: 'delivery_note', lang: 'nl',
    rows: [
      'Van Dijk Groothandel B.V.', 'Industrieweg 22, 3044 AS Rotterdam', 'KvK 24123456', '',
      'PAKBON', ['Pakbonnummer:', 'PB-2024-0917'], ['Leverdatum:', '14 mei 2024'], ['Uw ordernummer:', 'ORD-55102'], ['Klantnummer:', 'K-10384'], '',
      ['Afleveradres:', 'Bakkerij De Molen B.V.'], ['', 'Molenstraat 5, 5211 AB Den Bosch'], '',
      ['Artikelnr.', 'Omschrijving', 'Aantal'],
      ['A-1001', 'Meel type 550, zak 25 kg', '12'],
      ['A-2040', 'Gist, blok 500 g', '30'],
      'Goederen in goede staat ontvangen. Handtekening ontvanger:',
    ],
    expected: {
      delivery_note_number: 'PB-2024-0917', delivery_date: '2024-05-14', order_number: 'ORD-55102', supplier: 'Van Dijk Groothandel B.V.', customer: 'Bakkerij De Molen B.V.', customer_number: 'K-10384',
      items: [
        { article_number: 'A-1001', description: 'Meel type 550, zak 25 kg', quantity: 12 },
        { article_number: 'A-2040', description: 'Gist, blok 500 g', quantity: 30 },
      ],
    },
  },
  {
    kind: 'utility_bill', lang: 'it',
    rows: [
      'Energia Alpina S.p.A.', 'Via Torino 40, 10121 Torino', 'Partita IVA: IT00743110157', '',
      'BOLLETTA ENERGIA ELETTRICA', ['Intestatario:', 'Giulia Conti'], ['Codice cliente:', '7788123'], ['Numero contratto:', 'CTR-448812'], ['Matricola contatore:', 'M 004512987'],
      ['Numero fattura:', '2024/E/118833'], ['Data emissione:', '10 giugno 2024'], ['Periodo di fatturazione:', '01/04/2024 - 31/05/2024'], ['Scadenza:', '28 giugno 2024'], '',
      ['Spesa per la materia energia', '61,20 €'], ['Spesa per il trasporto', '18,40 €'], ['Imposte e IVA', '14,35 €'], ['Totale da pagare', '93,95 €'],
    ],
    expected: { supplier: 'Energia Alpina S.p.A.', customer_name: 'Giulia Conti', customer_number: '7788123', contract_number: 'CTR-448812', meter_number: 'M 004512987', invoice_number: '2024/E/118833', invoice_date: '2024-06-10', billing_period: '01/04/2024 - 31/05/2024', due_date: '2024-06-28', total_amount: 93.95 },
  },
  {
    kind: 'utility_bill', lang: 'pl',
    rows: [
      'Telekom Polska Północ S.A.', 'ul. Długa 20, 80-831 Gdańsk', 'NIP: 526-104-08-28', '',
      'FAKTURA ZA USŁUGI TELEKOMUNIKACYJNE', ['Abonent:', 'Piotr Wiśniewski'], ['Numer klienta:', '55012877'], ['Numer umowy:', 'UM/2022/04512'],
      ['Numer faktury:', 'F/2024/07/33810'], ['Data wystawienia:', '5 lipca 2024'], ['Okres rozliczeniowy:', '01.06.2024 - 30.06.2024'], ['Termin płatności:', '19.07.2024'], '',
      ['Abonament miesięczny', '59,99 zł'], ['Połączenia poza pakietem', '4,20 zł'], ['Razem do zapłaty', '64,19 zł'],
    ],
    expected: { supplier: 'Telekom Polska Północ S.A.', customer_name: 'Piotr Wiśniewski', customer_number: '55012877', contract_number: 'UM/2022/04512', invoice_number: 'F/2024/07/33810', invoice_date: '2024-07-05', billing_period: '01.06.2024 - 30.06.2024', due_date: '2024-07-19', total_amount: 64.19 },
  },
  {
    kind: 'credit_note', lang: 'pt',
    rows: [
      'Ferreira & Filhos Lda.', 'Rua de Santa Catarina 200, 4000-447 Porto', 'NIF: PT501964843', '',
      'NOTA DE CRÉDITO', ['Nota de crédito n.º', 'NC 2024/12'], ['Data:', '3 de abril de 2024'], ['Referente à fatura:', 'FT 2024/311'], '',
      ['Cliente:', 'Oliveira Distribuição S.A.'], ['', 'Avenida da Liberdade 10, 1250-096 Lisboa'], '',
      ['Devolução de mercadoria', '400,00 €'], ['Total sem IVA', '400,00 €'], ['IVA 23%', '92,00 €'], ['Total a creditar', '492,00 €'],
    ],
    expected: { credit_note_number: 'NC 2024/12', date: '2024-04-03', original_invoice: 'FT 2024/311', seller: 'Ferreira & Filhos Lda.', buyer: 'Oliveira Distribuição S.A.', vat_id: 'PT501964843', net_amount: 400, total: 492 },
  },
  {
    kind: 'quotation', lang: 'fr',
    rows: [
      'Atelier Lefèvre SARL', '3 rue des Artisans, 44000 Nantes', 'N° TVA : FR40303265045', '',
      'DEVIS', ['Devis n°', 'D-2024-052'], ['Date du devis :', '15 janvier 2024'], ['Valable jusqu\'au :', '15 février 2024'], ['Client :', 'Boulangerie Petit SAS'], '',
      ['Désignation', 'Quantité', 'Prix unitaire', 'Montant HT'],
      ['Pose de carrelage', '24', '35,00 €', '840,00 €'],
      ['Fourniture de plinthes', '12', '9,50 €', '114,00 €'],
      ['Total HT', '', '', '954,00 €'], ['TVA 20 %', '', '', '190,80 €'], ['Total TTC', '', '', '1 144,80 €'],
    ],
    expected: {
      quote_number: 'D-2024-052', quote_date: '2024-01-15', valid_until: '2024-02-15', supplier: 'Atelier Lefèvre SARL', customer: 'Boulangerie Petit SAS', total: 1144.8,
      line_items: [
        { description: 'Pose de carrelage', quantity: 24, unit_price: 35, amount: 840 },
        { description: 'Fourniture de plinthes', quantity: 12, unit_price: 9.5, amount: 114 },
      ],
    },
  },
  {
    kind: 'purchase_order', lang: 'pl',
    rows: [
      'Meble Nowak Sp. z o.o.', 'ul. Fabryczna 7, 61-001 Poznań', 'NIP: PL 526-104-08-28', '',
      'ZAMÓWIENIE', ['Numer zamówienia:', 'ZAM/2024/0412'], ['Data zamówienia:', '8 kwietnia 2024'], ['Termin dostawy:', '22 kwietnia 2024'], ['Dostawca:', 'Tartak Leśny Sp. z o.o.'], '',
      ['Nazwa towaru', 'Ilość', 'Cena jedn.', 'Wartość'],
      ['Deska dębowa 2 m', '50', '48,00 zł', '2 400,00 zł'],
      ['Listwa sosnowa', '100', '6,50 zł', '650,00 zł'],
      ['Razem netto', '', '', '3 050,00 zł'], ['VAT 23%', '', '', '701,50 zł'], ['Razem brutto', '', '', '3 751,50 zł'],
    ],
    expected: {
      order_number: 'ZAM/2024/0412', order_date: '2024-04-08', delivery_date: '2024-04-22', supplier: 'Tartak Leśny Sp. z o.o.', buyer: 'Meble Nowak Sp. z o.o.', total: 3751.5, currency: 'PLN',
      line_items: [
        { description: 'Deska dębowa 2 m', quantity: 50, unit_price: 48, amount: 2400 },
        { description: 'Listwa sosnowa', quantity: 100, unit_price: 6.5, amount: 650 },
      ],
    },
  },
  {
    kind: 'delivery_note', lang: 'de',
    rows: [
      'Schneider Elektro GmbH', 'Am Hafen 3, 28217 Bremen', '',
      'LIEFERSCHEIN', ['Lieferschein-Nr.:', 'LS-240311'], ['Lieferdatum:', '11.03.2024'], ['Bestellnummer:', '4500123987'], ['Kundennummer:', '20931'], '',
      ['Lieferanschrift:', 'Haustechnik Weber KG'], ['', 'Lindenallee 9, 28195 Bremen'], '',
      ['Artikel-Nr.', 'Bezeichnung', 'Menge'],
      ['EL-4410', 'Kabel NYM-J 3x1,5, 50 m', '4'],
      ['EL-2001', 'Schalter Aufputz weiß', '25'],
      'Ware vollständig erhalten:',
    ],
    expected: {
      delivery_note_number: 'LS-240311', delivery_date: '2024-03-11', order_number: '4500123987', supplier: 'Schneider Elektro GmbH', customer: 'Haustechnik Weber KG', customer_number: '20931',
      items: [
        { article_number: 'EL-4410', description: 'Kabel NYM-J 3x1,5, 50 m', quantity: 4 },
        { article_number: 'EL-2001', description: 'Schalter Aufputz weiß', quantity: 25 },
      ],
    },
  },
  {
    kind: 'quotation', lang: 'nl',
    rows: [
      'Bouwbedrijf Smit B.V.', 'Dorpsstraat 14, 7411 KS Deventer', 'BTW-nummer: NL004495445B01', '',
      'OFFERTE', ['Offertenummer:', 'OF-2024-118'], ['Offertedatum:', '2 september 2024'], ['Geldig tot:', '2 oktober 2024'], ['Klant:', 'Familie Bakker'], '',
      ['Omschrijving', 'Aantal', 'Prijs per stuk', 'Bedrag'],
      ['Kozijn hardhout', '3', '€ 450,00', '€ 1.350,00'],
      ['Montage', '8', '€ 55,00', '€ 440,00'],
      ['Subtotaal', '', '', '€ 1.790,00'], ['BTW 21%', '', '', '€ 375,90'], ['Totaal', '', '', '€ 2.165,90'],
    ],
    expected: {
      quote_number: 'OF-2024-118', quote_date: '2024-09-02', valid_until: '2024-10-02', supplier: 'Bouwbedrijf Smit B.V.', customer: 'Familie Bakker', total: 2165.9,
      line_items: [
        { description: 'Kozijn hardhout', quantity: 3, unit_price: 450, amount: 1350 },
        { description: 'Montage', quantity: 8, unit_price: 55, amount: 440 },
      ],
    },
  },
  {
    kind: 'form', lang: 'it',
    rows: [
      'Comune di Verona', 'Ufficio Anagrafe', '', 'MODULO DI ISCRIZIONE',
      ['Nome:', 'Marco'], ['Cognome:', 'Bianchi'], ['Data di nascita:', '14/07/1985'], ['Indirizzo:', 'Via Mazzini 12'], ['CAP:', '37121'], ['Città:', 'Verona'], ['Telefono:', '+39 045 800 1234'], ['E-mail:', 'marco.bianchi@example.it'], '',
      'Il sottoscritto dichiara che i dati forniti sono veritieri.',
    ],
    expected: { first_name: 'Marco', last_name: 'Bianchi', date_of_birth: '1985-07-14', email: 'marco.bianchi@example.it', phone: '+39 045 800 1234', address: 'Via Mazzini 12', postcode: '37121', city: 'Verona' },
  },
  {
    kind: 'payslip', lang: 'en',
    rows: [
      'Riverside Care Services Ltd', '2 Station Road, Bristol BS1 6QF', '',
      'PAYSLIP', ['Employee:', 'Daniel Hughes'], ['Employee No:', '10458'], ['Pay Period:', '1 June 2024 to 30 June 2024'], ['Pay Date:', '28/06/2024'], '',
      ['Basic Pay', '£2,650.00'], ['Overtime', '£180.00'], ['Gross Pay', '£2,830.00'], ['Income Tax', '£358.80'], ['National Insurance', '£186.12'], ['Net Pay', '£2,285.08'],
    ],
    expected: { employer: 'Riverside Care Services Ltd', employee_name: 'Daniel Hughes', employee_number: '10458', pay_period: '1 June 2024 to 30 June 2024', payment_date: '2024-06-28', gross_pay: 2830, net_pay: 2285.08 },
  },
  {
    kind: 'purchase_order', lang: 'ms',
    rows: [
      'Syarikat Perabot Indah Sdn. Bhd.', 'No. 8, Jalan Perindustrian 3, 81700 Pasir Gudang, Johor', '',
      'PESANAN BELIAN', ['No. Pesanan:', 'PB-24-0077'], ['Tarikh Pesanan:', '3 Julai 2024'], ['Tarikh Penghantaran:', '17 Julai 2024'], ['Pembekal:', 'Kilang Kayu Jati Sdn. Bhd.'], '',
      ['Perihal', 'Kuantiti', 'Harga Seunit', 'Jumlah'],
      ['Papan jati 2 meter', '40', 'RM 85.00', 'RM 3,400.00'],
      ['Skru kayu, kotak', '15', 'RM 12.00', 'RM 180.00'],
      ['Jumlah Besar', '', '', 'RM 3,580.00'],
    ],
    expected: {
      order_number: 'PB-24-0077', order_date: '2024-07-03', delivery_date: '2024-07-17', supplier: 'Kilang Kayu Jati Sdn. Bhd.', buyer: 'Syarikat Perabot Indah Sdn. Bhd.', total: 3580, currency: 'MYR',
      line_items: [
        { description: 'Papan jati 2 meter', quantity: 40, unit_price: 85, amount: 3400 },
        { description: 'Skru kayu, kotak', quantity: 15, unit_price: 12, amount: 180 },
      ],
    },
  },
  // a second set, written after the first was read: layouts and wording not seen while fixing
  {
    kind: 'bank_statement', lang: 'de',
    rows: [
      'Stadtsparkasse Musterhausen', 'Marktplatz 1, 45127 Essen', '',
      'Kontoauszug 4/2024', ['Kontoinhaber', 'Thomas Becker'], ['Kontonummer', '1234567890'], ['IBAN', 'DE89 3704 0044 0532 0130 00'], ['Auszugsdatum', '30.04.2024'], ['Zeitraum', '01.04.2024 bis 30.04.2024'], '',
      ['Alter Kontostand', '', '3.210,55 EUR'],
      ['Buchungstag', 'Verwendungszweck', 'Betrag'],
      ['03.04.2024', 'Miete April', '-950,00'],
      ['15.04.2024', 'Gehalt', '2.870,40'],
      ['Neuer Kontostand', '', '5.130,95 EUR'],
    ],
    expected: {
      bank_name: 'Stadtsparkasse Musterhausen', account_holder: 'Thomas Becker', iban: 'DE89370400440532013000', account_number: '1234567890', statement_date: '2024-04-30', statement_period: '01.04.2024 bis 30.04.2024', opening_balance: 3210.55, closing_balance: 5130.95,
      transactions: [
        { date: '2024-04-03', description: 'Miete April', amount: -950 },
        { date: '2024-04-15', description: 'Gehalt', amount: 2870.4 },
      ],
    },
  },
  {
    kind: 'delivery_note', lang: 'es',
    rows: [
      'Suministros Navarro S.A.', 'Polígono Industrial Norte, nave 4', '50014 Zaragoza', 'CIF: A50123456', '',
      'ALBARÁN DE ENTREGA', ['Nº albarán:', 'ALB-24-00312'], ['Fecha de entrega:', '7 de marzo de 2024'], ['Su pedido:', 'PED-7781'], ['Nº cliente:', 'C-0456'], '',
      ['Dirección de entrega:', 'Talleres Gómez S.L.'], ['', 'Calle Predicadores 20, 50003 Zaragoza'], '',
      ['Código', 'Descripción', 'Cantidad'],
      ['TN-0810', 'Tornillo hexagonal M10', '200'],
      ['AR-0010', 'Arandela plana M10', '200'],
      'Recibí conforme:',
    ],
    expected: {
      delivery_note_number: 'ALB-24-00312', delivery_date: '2024-03-07', order_number: 'PED-7781', supplier: 'Suministros Navarro S.A.', customer: 'Talleres Gómez S.L.', customer_number: 'C-0456',
      items: [
        { article_number: 'TN-0810', description: 'Tornillo hexagonal M10', quantity: 200 },
        { article_number: 'AR-0010', description: 'Arandela plana M10', quantity: 200 },
      ],
    },
  },
  {
    kind: 'payslip', lang: 'pt',
    rows: [
      'Transportes Rodrigues, Lda.', 'Rua do Comércio 15, 3000-123 Coimbra', 'NIF: 501964843', '',
      'RECIBO DE VENCIMENTO', ['Nome:', 'Ana Sofia Pereira'], ['Nº funcionário:', '0387'], ['Período:', 'março de 2024'], ['Data de pagamento:', '28/03/2024'], '',
      ['Vencimento base', '1.250,00 €'], ['Subsídio de alimentação', '132,00 €'], ['Total ilíquido', '1.382,00 €'], ['IRS', '123,00 €'], ['Segurança Social', '137,50 €'], ['Total líquido', '1.121,50 €'], '',
      'Pago por transferência para IBAN PT50 0002 0123 1234 5678 9015 4',
    ],
    expected: { employer: 'Transportes Rodrigues, Lda.', employee_name: 'Ana Sofia Pereira', employee_number: '0387', pay_period: 'março de 2024', payment_date: '2024-03-28', gross_pay: 1382, net_pay: 1121.5, iban: 'PT50000201231234567890154' },
  },
  {
    kind: 'utility_bill', lang: 'nl',
    rows: [
      'Groene Stroom Nederland N.V.', 'Postbus 1200, 3500 BE Utrecht', '',
      'JAARNOTA ENERGIE', ['Klantnaam', 'J. de Boer'], ['Klantnummer', '300 512 778'], ['Contractnummer', 'GSN-2291-A'], ['Meternummer', 'E0012345678'],
      ['Factuurnummer', '2024-88123'], ['Factuurdatum', '12 februari 2024'], ['Periode', '1 januari 2023 t/m 31 december 2023'], ['Uiterste betaaldatum', '26 februari 2024'], '',
      ['Leveringskosten', '€ 1.140,20'], ['Netbeheerkosten', '€ 310,00'], ['Energiebelasting', '€ 420,75'], ['Voorschotten', '- € 1.680,00'], ['Te betalen', '€ 190,95'],
    ],
    expected: { supplier: 'Groene Stroom Nederland N.V.', customer_name: 'J. de Boer', customer_number: '300 512 778', contract_number: 'GSN-2291-A', meter_number: 'E0012345678', invoice_number: '2024-88123', invoice_date: '2024-02-12', billing_period: '1 januari 2023 t/m 31 december 2023', due_date: '2024-02-26', total_amount: 190.95 },
  },
  {
    kind: 'order_nested', lang: 'it',
    rows: [
      'Officine Moretti S.r.l.', 'Via dell\'Industria 14, 25125 Brescia', 'P.IVA IT00743110157', '',
      'ORDINE DI ACQUISTO', ['Ordine n.', 'OA/2024/118'], ['Data ordine:', '9 aprile 2024'], '',
      ['Fornitore:', 'Acciai Lombardi S.p.A.'], ['Partita IVA fornitore:', 'IT01234567897'], ['IBAN fornitore:', 'IT60 X054 2811 1010 0000 0123 456'], '',
      ['Descrizione', 'Quantità', 'Prezzo unitario', 'Importo'],
      ['Lamiera inox 2 mm', '15', '84,00', '1.260,00'],
      ['Tubo quadro 40x40', '30', '22,50', '675,00'],
      ['Imponibile', '', '', '1.935,00'], ['IVA 22%', '', '', '425,70'], ['Totale ordine', '', '', '2.360,70'],
    ],
    expected: {
      order_number: 'OA/2024/118', order_date: '2024-04-09',
      supplier: { name: 'Acciai Lombardi S.p.A.', vat_id: 'IT01234567897', iban: 'IT60X0542811101000000123456' },
      buyer: { name: 'Officine Moretti S.r.l.', address: 'Via dell\'Industria 14, 25125 Brescia' },
      total: 2360.7,
      line_items: [
        { description: 'Lamiera inox 2 mm', quantity: 15, unit_price: 84, amount: 1260 },
        { description: 'Tubo quadro 40x40', quantity: 30, unit_price: 22.5, amount: 675 },
      ],
    },
  },
  {
    kind: 'credit_note', lang: 'en',
    rows: [
      'Brightline Office Supplies Ltd', '45 King Street, Manchester M2 4LQ', 'VAT No: GB 123 4567 89', '',
      'CREDIT NOTE', ['Credit Note No:', 'CN-10442'], ['Date:', '18 March 2024'], ['Original Invoice:', 'INV-88310'], '',
      ['Customer:', 'Parkside Dental Practice Ltd'], ['', '8 Elm Grove, Salford M5 3AB'], '',
      ['Returned printer toner', '£180.00'], ['Net', '£180.00'], ['VAT 20%', '£36.00'], ['Total Credit', '£216.00'],
    ],
    expected: { credit_note_number: 'CN-10442', date: '2024-03-18', original_invoice: 'INV-88310', seller: 'Brightline Office Supplies Ltd', buyer: 'Parkside Dental Practice Ltd', vat_id: 'GB123456789', net_amount: 180, total: 216 },
  },
  {
    kind: 'payslip', lang: 'fr',
    rows: [
      'Boulangerie Martin SARL', '22 avenue Jean Jaurès, 69007 Lyon', 'SIRET 123 456 789 00012', '',
      'BULLETIN DE PAIE', ['Salarié :', 'Camille Girard'], ['Matricule :', 'S-0192'], ['Période du :', '01/02/2024 au 29/02/2024'], ['Paiement le :', '29 février 2024'], '',
      ['Salaire de base', '2 100,00'], ['Salaire brut', '2 245,00'], ['Total des cotisations', '-494,12'], ['Net à payer', '1 750,88'], '',
      'Virement sur le compte IBAN FR14 2004 1010 0505 0001 3M02 606',
    ],
    expected: { employer: 'Boulangerie Martin SARL', employee_name: 'Camille Girard', employee_number: 'S-0192', pay_period: '01/02/2024 au 29/02/2024', payment_date: '2024-02-29', gross_pay: 2245, net_pay: 1750.88, iban: 'FR1420041010050500013M02606' },
  },
  {
    kind: 'payslip', lang: 'ms',
    rows: [
      'Syarikat Logistik Pantas Sdn. Bhd.', 'Lot 5, Jalan Pelabuhan, 42000 Pelabuhan Klang, Selangor', '',
      'SLIP GAJI', ['Nama Pekerja:', 'Muhammad Faiz bin Ismail'], ['No. Pekerja:', 'LP-0451'], ['Bulan:', 'Mac 2024'], ['Tarikh Bayaran:', '28/03/2024'], '',
      ['Gaji Pokok', 'RM 3,200.00'], ['Elaun', 'RM 300.00'], ['Jumlah Pendapatan', 'RM 3,500.00'], ['KWSP', 'RM 385.00'], ['PERKESO', 'RM 17.25'], ['Gaji Bersih', 'RM 3,097.75'],
    ],
    expected: { employer: 'Syarikat Logistik Pantas Sdn. Bhd.', employee_name: 'Muhammad Faiz bin Ismail', employee_number: 'LP-0451', pay_period: 'Mac 2024', payment_date: '2024-03-28', gross_pay: 3500, net_pay: 3097.75 },
  },
  {
    kind: 'quotation', lang: 'de',
    rows: [
      'Malerbetrieb Hoffmann GmbH', 'Gartenweg 5, 90402 Nürnberg', 'USt-IdNr.: DE136695976', '',
      'Angebot Nr. AN-2024-071', ['Datum:', '4. Juni 2024'], ['Gültig bis:', '4. Juli 2024'], ['Kunde:', 'Wohnbau Franken eG'], '',
      ['Leistung', 'Menge', 'Einzelpreis', 'Gesamt'],
      ['Innenanstrich Wände', '120', '8,50 €', '1.020,00 €'],
      ['Abdeckarbeiten', '1', '150,00 €', '150,00 €'],
      ['Nettobetrag', '', '', '1.170,00 €'], ['MwSt 19 %', '', '', '222,30 €'], ['Gesamtbetrag', '', '', '1.392,30 €'],
    ],
    expected: {
      quote_number: 'AN-2024-071', quote_date: '2024-06-04', valid_until: '2024-07-04', supplier: 'Malerbetrieb Hoffmann GmbH', customer: 'Wohnbau Franken eG', total: 1392.3,
      line_items: [
        { description: 'Innenanstrich Wände', quantity: 120, unit_price: 8.5, amount: 1020 },
        { description: 'Abdeckarbeiten', quantity: 1, unit_price: 150, amount: 150 },
      ],
    },
  },
  {
    kind: 'bank_statement', lang: 'es',
    rows: [
      'Banco Mediterráneo S.A.', 'Plaza de la Reina 3, 46003 Valencia', '',
      'EXTRACTO DE CUENTA', ['Titular:', 'Javier Ortega Molina'], ['IBAN:', 'ES91 2100 0418 4502 0005 1332'], ['Fecha de emisión:', '31/01/2024'], ['Periodo:', 'del 01/01/2024 al 31/01/2024'], '',
      ['Saldo anterior', '', '845,30'],
      ['Fecha', 'Concepto', 'Importe'],
      ['05/01/2024', 'Recibo luz', '-62,18'],
      ['25/01/2024', 'Nómina enero', '1.910,00'],
      ['Saldo final', '', '2.693,12'],
    ],
    expected: {
      bank_name: 'Banco Mediterráneo S.A.', account_holder: 'Javier Ortega Molina', iban: 'ES9121000418450200051332', statement_date: '2024-01-31', statement_period: 'del 01/01/2024 al 31/01/2024', opening_balance: 845.3, closing_balance: 2693.12,
      transactions: [
        { date: '2024-01-05', description: 'Recibo luz', amount: -62.18 },
        { date: '2024-01-25', description: 'Nómina enero', amount: 1910 },
      ],
    },
  },
  {
    kind: 'delivery_note', lang: 'pl',
    rows: [
      'Hurtownia Budowlana Mazur Sp. z o.o.', 'ul. Przemysłowa 12, 30-701 Kraków', 'NIP: 526-104-08-28', '',
      'WZ - WYDANIE ZEWNĘTRZNE', ['Numer dokumentu:', 'WZ/2024/05/118'], ['Data wydania:', '14.05.2024'], ['Zamówienie nr:', 'ZK/2024/0931'], ['Odbiorca:', 'Firma Remontowa Zając s.c.'], ['Kod klienta:', 'K-2210'], '',
      ['Indeks', 'Nazwa towaru', 'Ilość'],
      ['CEM-25', 'Cement portlandzki 25 kg', '40'],
      ['PIA-01', 'Piasek płukany, big bag', '2'],
      'Wydał:            Odebrał:',
    ],
    expected: {
      delivery_note_number: 'WZ/2024/05/118', delivery_date: '2024-05-14', order_number: 'ZK/2024/0931', supplier: 'Hurtownia Budowlana Mazur Sp. z o.o.', customer: 'Firma Remontowa Zając s.c.', customer_number: 'K-2210',
      items: [
        { article_number: 'CEM-25', description: 'Cement portlandzki 25 kg', quantity: 40 },
        { article_number: 'PIA-01', description: 'Piasek płukany, big bag', quantity: 2 },
      ],
    },
  },
  {
    kind: 'utility_bill', lang: 'en',
    rows: [
      'Northern Water Services plc', 'PO Box 88, Newcastle NE1 1AA', '',
      'YOUR WATER BILL',
      ['Account number', 'Bill date'], ['7730 1182 554', '3 April 2024'],
      ['Customer', 'Payment due'], ['Mrs Helen Carter', '24 April 2024'],
      ['Meter serial no.', 'Billing period'], ['08M123456', '1 Oct 2023 - 31 Mar 2024'], '',
      ['Water supply charges', '£142.60'], ['Wastewater charges', '£168.90'], ['Amount due', '£311.50'],
    ],
    expected: { supplier: 'Northern Water Services plc', customer_name: 'Mrs Helen Carter', customer_number: '7730 1182 554', meter_number: '08M123456', invoice_date: '2024-04-03', billing_period: '1 Oct 2023 - 31 Mar 2024', due_date: '2024-04-24', total_amount: 311.5 },
  },
];
