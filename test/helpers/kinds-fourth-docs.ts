/** Fourth probe round: till receipts, restaurant bills, invoices, a mutual NDA and a TV advertising order (rows as printed, values a reader takes). */
import type { FourthDoc } from './kinds-fourth.js';
import { right } from './kinds-third.js';

const lines = (...rows: Array<[string, number, number, number]>) => rows.map(([description, qty, price, total]) => ({ description, qty, price, total }));

/**
 * Tax ids: a field read as a VAT or tax registration id gives it without separators (docs/extraction.md,
 * value types); a field read as another identifier ("tax number") gives it as printed.
 */
export const FOURTH: FourthDoc[] = [
  {
    name: 'UK supermarket till receipt with VAT letters and a VAT summary', lang: 'en', schema: 'grocery_receipt', till: true,
    pages: [[
      'GREENLEAF FOODS', '14 High Street', 'Didsbury, Manchester M20 6RT', 'VAT No: GB 284 5619 28', '------------------------------',
      'WHOLEMEAL BREAD 800G      £1.40', 'SEMI SKIMMED MILK 2L      £1.65', 'FREE RANGE EGGS 6PK       £2.10', 'KITCHEN ROLL 4PK          £3.50 A', 'WASHING UP LIQUID         £1.25 A',
      '------------------------------', 'TOTAL                     £9.90', 'VISA DEBIT                £9.90', 'CHANGE DUE                £0.00',
      'VAT    RATE    NET    VAT', 'A      20%    3.96   0.79', 'Z       0%    5.15   0.00', 'TOTAL VAT              0.79',
      '12/09/24  17:32  TILL 07  OP 3318', 'Receipt No: 07-6620', 'Thank you for shopping with us',
    ]],
    expected: {
      merchant: 'GREENLEAF FOODS', vat_no: 'GB284561928', receipt_no: '07-6620', purchase_date: '2024-09-12', grand_total: 9.9, tax: 0.79, paid_with: 'VISA DEBIT', currency: 'GBP',
    },
  },
  {
    name: 'French bakery ticket de caisse with a TVA table and CB payment', lang: 'fr', schema: 'grocery_receipt', till: true,
    pages: [[
      'BOULANGERIE MAISON LEROUX', '8 RUE SAINT-MICHEL', '35000 RENNES', 'SIRET 812 345 678 00021', 'TVA FR25812345678', '------------------------------',
      'BAGUETTE TRADITION  2 x 1,30    2,60', 'CROISSANT BEURRE    3 x 1,25    3,75', 'TARTE AUX POMMES    1 x 4,20    4,20', '------------------------------',
      'TOTAL TTC                 10,55 EUR', 'CB                        10,55 EUR',
      'TVA      HT       TVA      TTC', '5,5%    10,00     0,55    10,55',
      'TICKET N° 0042-118', '14/10/2024  08:17  CAISSE 1', 'MERCI DE VOTRE VISITE',
    ]],
    expected: {
      merchant: 'BOULANGERIE MAISON LEROUX', vat_no: 'FR25812345678', receipt_no: '0042-118', purchase_date: '2024-10-14', grand_total: 10.55, tax: 0.55, paid_with: 'CB', currency: 'EUR',
    },
  },
  {
    name: 'Italian scontrino (documento commerciale) with IVA per line and cash', lang: 'it', schema: 'grocery_receipt', till: true,
    pages: [[
      'PANIFICIO F.LLI ESPOSITO S.N.C.', 'VIA TOLEDO 256', '80134 NAPOLI (NA)', 'P.IVA 07123450632', 'DOCUMENTO COMMERCIALE', 'di vendita o prestazione',
      'DESCRIZIONE          IVA   Prezzo(€)', 'PANE CAFONE 1KG       4%      3,80', 'SFOGLIATELLE         10%      4,00', 'CAFFE                10%      1,20', 'ACQUA NATURALE 0,5L  10%      0,50',
      'TOTALE COMPLESSIVO             9,50', 'DI CUI IVA                     0,67', 'PAGAMENTO CONTANTE            10,00', 'RESTO                          0,50', 'IMPORTO PAGATO                 9,50',
      '05-11-2024 09:14', 'DOCUMENTO N. 0187-0042', 'RT 99MEX012345',
    ]],
    expected: {
      merchant: 'PANIFICIO F.LLI ESPOSITO S.N.C.', vat_no: '07123450632', receipt_no: '0187-0042', purchase_date: '2024-11-05', grand_total: 9.5, tax: 0.67, paid_with: 'CONTANTE', currency: 'EUR',
    },
  },
  {
    name: 'Dutch kassabon paid by PIN with a BTW line', lang: 'nl', schema: 'grocery_receipt', till: true,
    pages: [[
      'VERSMARKT VAN DER MEER', 'Oudegracht 112', '3511 AZ Utrecht', 'BTW NL812345678B01', '--------------------------------',
      'AANTAL OMSCHRIJVING    PRIJS  BEDRAG', '1  JONG BELEGEN KAAS           6,49', '2  HALFVOLLE MELK 1L    1,19    2,38', '1  VOLKORENBROOD              2,79', '1  STROOPWAFELS               2,35',
      '--------------------------------', 'SUBTOTAAL                   14,01', 'TOTAAL                      14,01', 'PIN                         14,01',
      'BTW      OVER      BTW', '9%      12,85     1,16',
      'Kassa 3   Bon 0461   03-12-2024 18:46', 'Maestro   Bedrag: EUR 14,01', 'Bedankt en tot ziens!',
    ]],
    expected: {
      merchant: 'VERSMARKT VAN DER MEER', vat_no: 'NL812345678B01', receipt_no: '0461', purchase_date: '2024-12-03', grand_total: 14.01, tax: 1.16, paid_with: 'PIN', currency: 'EUR',
    },
  },
  {
    name: 'Malaysian restaurant receipt with an SST id, service tax and a rounding adjustment', lang: 'en', schema: 'restaurant_bill', till: true,
    pages: [[
      'RESTORAN SELERA KAMPUNG SDN BHD', '(1187654-A)', 'NO 23, JALAN SS 15/4', '47500 SUBANG JAYA, SELANGOR', 'SST ID: B16-1809-32000456', 'TEL: 03-5631 2287', '--------------------------------',
      'BILL NO : A0028815', 'DATE: 07/11/2024   TIME: 13:22', 'TABLE: 12   PAX: 3   CASHIER: AINA', '--------------------------------',
      'QTY ITEM                    AMOUNT', '2   NASI LEMAK AYAM          25.80', '1   MEE GORENG MAMAK          9.50', '3   TEH TARIK                 8.40', '1   ROTI CANAI TELUR          3.20',
      '--------------------------------', 'SUBTOTAL                     46.90', 'SERVICE TAX 6%                2.81', 'ROUNDING ADJ                 -0.01', 'TOTAL (RM)                   49.70',
      'CASH                         50.00', 'CHANGE                        0.30', 'TERIMA KASIH, SILA DATANG LAGI',
    ]],
    expected: {
      restaurant: 'RESTORAN SELERA KAMPUNG SDN BHD', tax_registration: 'B16180932000456', check_number: 'A0028815', date: '2024-11-07', subtotal: 46.9, tax: 2.81, total: 49.7, payment: 'CASH', currency: 'MYR',
    },
  },
  {
    name: 'American diner check with sales tax and a tip line', lang: 'en', schema: 'restaurant_bill', till: true,
    pages: [[
      'BLUE MOON DINER', '1180 Route 9', 'Wappingers Falls, NY 12590', '(845) 555-0198', '--------------------------------',
      'Server: Tanya        Table 7', 'Check #4127       Guests: 2', '10/19/2024   8:41 AM', '--------------------------------',
      '1 Lumberjack Breakfast       13.95', '1 Western Omelette           11.50', '2 Coffee                      5.00', '1 OJ Large                    4.25', '--------------------------------',
      'Subtotal                   $34.70', 'Sales Tax                   $2.82', 'Total                      $37.52', 'Tip                         $7.00', 'Grand Total                $44.52',
      'VISA XXXXXXXXXXXX4417      $44.52', 'Thank you! Come again!',
    ]],
    expected: {
      restaurant: 'BLUE MOON DINER', check_number: '4127', date: '2024-10-19', subtotal: 34.7, tax: 2.82, tip: 7, total: 44.52, payment: 'VISA', currency: 'USD',
    },
  },
  {
    name: 'Dutch factuur with KvK, BTW-nummer and IBAN in the letterhead and the customer in the address window', lang: 'nl', schema: 'supplier_invoice',
    pages: [[
      'Drukkerij Van Leeuwen B.V.', 'Nijverheidsweg 14, 3771 ME Barneveld', 'KvK 09123456 | BTW-nummer NL856732199B01', 'IBAN NL91 ABNA 0417 1643 00 | BIC ABNANL2A', '',
      'Bloemenhandel De Tulp', 't.a.v. mevrouw J. de Groot', 'Marktplein 3', '1811 GA Alkmaar', '',
      'FACTUUR',
      { at: [20, 150, 330, 460], cells: ['Factuurnummer:', '2024-1138', 'Factuurdatum:', '04-10-2024'] },
      { at: [20, 150, 330, 460], cells: ['Klantnummer:', 'DT-0412', 'Vervaldatum:', '03-11-2024'] },
      { at: [20, 150], cells: ['Uw referentie:', 'Najaarscampagne 2024'] }, '',
      ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
      ['Folders A4 gevouwen, 2.500 st.', '1', '€ 612,00', '€ 612,00'],
      ['Posters A1', '40', '€ 7,50', '€ 300,00'],
      ['Ontwerpkosten (uur)', '3', '€ 65,00', '€ 195,00'], '',
      right(340, 'Subtotaal', '€ 1.107,00'), right(340, 'BTW 21%', '€ 232,47'), right(340, 'Totaal te betalen', '€ 1.339,47'), '',
      'Wij verzoeken u het bedrag binnen 30 dagen over te maken onder vermelding van het factuurnummer.',
    ]],
    expected: {
      supplier_name: 'Drukkerij Van Leeuwen B.V.', vat_no: 'NL856732199B01', registration_no: '09123456', bill_number: '2024-1138', invoice_date: '2024-10-04', payment_due: '2024-11-03',
      counterparty: 'Bloemenhandel De Tulp', customer_ref: 'Najaarscampagne 2024', net_total: 1107, tax: 232.47, amount_payable: 1339.47, currency: 'EUR', iban: 'NL91ABNA0417164300',
    },
  },
  {
    name: 'German Rechnung with the labels in a right-hand info block and the recipient in the address window', lang: 'de', schema: 'supplier_invoice',
    pages: [[
      { at: [380], cells: ['Müller & Söhne Haustechnik GmbH'] }, { at: [380], cells: ['Gewerbering 5'] }, { at: [380], cells: ['79108 Freiburg im Breisgau'] }, { at: [380], cells: ['Tel. 0761 55 43 21-0'] }, '',
      'Müller & Söhne Haustechnik GmbH · Gewerbering 5 · 79108 Freiburg',
      { at: [20, 380, 480], cells: ['Wohnbau Schwarzwald eG', 'Rechnungs-Nr.', 'R-24-05521'] },
      { at: [20, 380, 480], cells: ['Herrn Thomas Keller', 'Datum', '18.11.2024'] },
      { at: [20, 380, 480], cells: ['Habsburgerstraße 88', 'Kunden-Nr.', '20417'] },
      { at: [20, 380, 480], cells: ['79104 Freiburg', 'Ihre Bestellung', 'WS-8812'] }, '',
      'Rechnung', 'Sehr geehrter Herr Keller,', 'für die ausgeführten Arbeiten im Objekt Habsburgerstraße 88 berechnen wir Ihnen:',
      ['Pos.', 'Leistung', 'Menge', 'Einzelpreis', 'Gesamt'],
      ['1', 'Wartung Gas-Brennwerttherme', '6', '129,00 €', '774,00 €'],
      ['2', 'Austausch Thermostatventil', '14', '38,50 €', '539,00 €'],
      ['3', 'Anfahrtspauschale', '1', '45,00 €', '45,00 €'], '',
      right(330, 'Nettobetrag', '1.358,00 €'), right(330, 'MwSt. 19 %', '258,02 €'), right(330, 'Rechnungsbetrag', '1.616,02 €'), '',
      'Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 02.12.2024.', '',
      'Commerzbank Freiburg · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX',
      'Geschäftsführer: Peter Müller · Amtsgericht Freiburg HRB 701234 · USt-IdNr. DE 811 569 869',
    ]],
    expected: {
      supplier_name: 'Müller & Söhne Haustechnik GmbH', vat_no: 'DE811569869', registration_no: 'HRB 701234', bill_number: 'R-24-05521', invoice_date: '2024-11-18', payment_due: '2024-12-02',
      counterparty: 'Wohnbau Schwarzwald eG', customer_ref: 'WS-8812', net_total: 1358, tax: 258.02, amount_payable: 1616.02, currency: 'EUR', iban: 'DE89370400440532013000',
    },
  },
  {
    name: 'UK invoice with a VAT Reg No, the invoice details on the right and an Amount due in pounds', lang: 'en', schema: 'supplier_invoice',
    pages: [[
      'Thistle & Oak Joinery Ltd', 'Unit 7, Riverside Trading Estate', 'Leeds LS11 5QP', 'VAT Reg No: GB 642 3887 21', 'Company No. 08765432', '',
      { at: [20, 400], cells: ['INVOICE TO', 'INVOICE'] },
      { at: [20, 400, 500], cells: ['Harrogate Boutique Hotels Ltd', 'Invoice No:', 'TOJ-2291'] },
      { at: [20, 400, 500], cells: ['22 Parliament Street', 'Invoice Date:', '25 October 2024'] },
      { at: [20, 400, 500], cells: ['Harrogate HG1 2RL', 'Your Ref:', 'HBH/PO/0577'] },
      { at: [20, 400, 500], cells: ['', 'Due Date:', '24 November 2024'] }, '',
      ['Description', 'Qty', 'Unit Price', 'Total'],
      ['Oak reception desk, bespoke', '1', '£3,850.00', '£3,850.00'],
      ['Fitted wardrobes, guest rooms', '6', '£1,120.00', '£6,720.00'],
      ['Installation (days)', '3', '£480.00', '£1,440.00'], '',
      right(380, 'Subtotal', '£12,010.00'), right(380, 'VAT @ 20%', '£2,402.00'), right(380, 'Amount due', '£14,412.00'), '',
      'Payment by BACS to Thistle & Oak Joinery Ltd, Sort code 40-11-62, Account 71234567',
      'Payment terms: 30 days from invoice date',
    ]],
    expected: {
      supplier_name: 'Thistle & Oak Joinery Ltd', vat_no: 'GB642388721', registration_no: '08765432', bill_number: 'TOJ-2291', invoice_date: '2024-10-25', payment_due: '2024-11-24',
      counterparty: 'Harrogate Boutique Hotels Ltd', customer_ref: 'HBH/PO/0577', net_total: 12010, tax: 2402, amount_payable: 14412, currency: 'GBP',
    },
  },
  {
    name: 'Spanish factura with CIF and NIF, base imponible, IVA 21% and total factura', lang: 'es', schema: 'vat_invoice',
    pages: [[
      'Talleres Mecánicos Ibarra, S.L.', 'Polígono Industrial Júndiz, C/ Lermandabide 12', '01015 Vitoria-Gasteiz (Álava)', 'CIF: B01234566', '',
      'FACTURA',
      { at: [20, 150, 330, 460], cells: ['Nº Factura:', '2024/0873', 'Fecha:', '12/11/2024'] },
      { at: [20, 150, 330, 460], cells: ['Forma de pago:', 'Transferencia', 'Vencimiento:', '12/12/2024'] }, '',
      'Datos del cliente:', 'Transportes Gorbea, S.A.', 'Avenida de los Huetos 40, 01010 Vitoria-Gasteiz', 'NIF: A01987650', '',
      ['Concepto', 'Unidades', 'Precio', 'Importe'],
      ['Cambio de aceite y filtros camión', '3', '185,00 €', '555,00 €'],
      ['Juego de pastillas de freno', '4', '96,40 €', '385,60 €'],
      ['Mano de obra (horas)', '7,5', '42,00 €', '315,00 €'], '',
      right(340, 'Base imponible', '1.255,60 €'), right(340, 'IVA 21%', '263,68 €'), right(340, 'Total factura', '1.519,28 €'), '',
      'IBAN: ES91 2100 0418 4502 0005 1332',
    ]],
    expected: {
      issuer: 'Talleres Mecánicos Ibarra, S.L.', issuer_tax_no: 'B01234566', client: 'Transportes Gorbea, S.A.', client_tax_no: 'A01987650', invoice_id: '2024/0873', issued_on: '2024-11-12', pay_by: '2024-12-12',
      taxable_amount: 1255.6, vat: 263.68, invoice_total: 1519.28, payment_method: 'Transferencia', currency: 'EUR',
      lines: lines(['Cambio de aceite y filtros camión', 3, 185, 555], ['Juego de pastillas de freno', 4, 96.4, 385.6], ['Mano de obra (horas)', 7.5, 42, 315]),
    },
  },
  {
    name: 'Italian fattura with P.IVA on both sides, a code column, imponibile and totale documento', lang: 'it', schema: 'vat_invoice',
    pages: [[
      { at: [20, 380], cells: ['Ferramenta Lombarda S.r.l.', 'Spett.le'] },
      { at: [20, 380], cells: ['Via Gian Galeazzo 31', 'Osteria del Borgo di Gianni Sala & C. S.a.s.'] },
      { at: [20, 380], cells: ['20136 Milano (MI)', 'Via Roma 15'] },
      { at: [20, 380], cells: ['P.IVA 04982170153', '24121 Bergamo (BG)'] },
      { at: [20, 380], cells: ['', 'P.IVA 03456780166'] }, '',
      'FATTURA N. 245/2024 del 28/11/2024', '',
      ['Codice', 'Descrizione', 'Q.tà', 'Prezzo unitario', 'Importo'],
      ['FL-220', 'Cerniere inox per mobili', '40', '3,60', '144,00'],
      ['VT-045', 'Viti autofilettanti 4x45, conf. 500', '6', '18,90', '113,40'],
      ['SG-110', 'Sigillante siliconico trasparente', '12', '5,75', '69,00'], '',
      right(340, 'Imponibile', '326,40'), right(340, 'IVA 22%', '71,81'), right(340, 'Totale documento', 'EUR 398,21'), '',
      ['Modalità di pagamento:', 'Bonifico bancario'], ['Scadenza:', '31/12/2024'], 'IBAN: IT60 X054 2811 1010 0000 0123 456',
    ]],
    expected: {
      issuer: 'Ferramenta Lombarda S.r.l.', issuer_tax_no: '04982170153', client: 'Osteria del Borgo di Gianni Sala & C. S.a.s.', client_tax_no: '03456780166', invoice_id: '245/2024', issued_on: '2024-11-28', pay_by: '2024-12-31',
      taxable_amount: 326.4, vat: 71.81, invoice_total: 398.21, payment_method: 'Bonifico bancario', currency: 'EUR',
      lines: lines(['Cerniere inox per mobili', 40, 3.6, 144], ['Viti autofilettanti 4x45, conf. 500', 6, 18.9, 113.4], ['Sigillante siliconico trasparente', 12, 5.75, 69]),
    },
  },
  {
    name: 'Polish faktura VAT with the Sprzedawca and Nabywca blocks one under the other and Do zapłaty', lang: 'pl', schema: 'vat_invoice',
    pages: [[
      'Faktura VAT nr 118/11/2024', 'Data wystawienia: 29.11.2024', 'Data sprzedaży: 29.11.2024', '',
      'Sprzedawca:', 'Hurtownia Budowlana "Mazur" Sp. z o.o.', 'ul. Przemysłowa 7, 35-105 Rzeszów', 'NIP: 813-123-45-60', '',
      'Nabywca:', 'Usługi Remontowe Jan Zieliński', 'ul. Lwowska 44/2, 35-301 Rzeszów', 'NIP: 8132549075', '',
      ['Lp.', 'Nazwa towaru lub usługi', 'Ilość', 'Cena netto', 'Wartość netto'],
      ['1', 'Cement portlandzki CEM II 25 kg', '40', '21,50', '860,00'],
      ['2', 'Płyta gipsowo-kartonowa 12,5 mm', '60', '24,90', '1 494,00'],
      ['3', 'Klej do płytek elastyczny 25 kg', '15', '42,00', '630,00'], '',
      right(340, 'Razem netto', '2 984,00'), right(340, 'VAT 23%', '686,32'), right(340, 'Razem brutto', '3 670,32'), '',
      'Do zapłaty: 3 670,32 PLN', 'Słownie: trzy tysiące sześćset siedemdziesiąt złotych 32/100',
      'Sposób płatności: przelew', 'Termin płatności: 13.12.2024',
    ]],
    expected: {
      issuer: 'Hurtownia Budowlana "Mazur" Sp. z o.o.', issuer_tax_no: '813-123-45-60', client: 'Usługi Remontowe Jan Zieliński', client_tax_no: '8132549075', invoice_id: '118/11/2024', issued_on: '2024-11-29', pay_by: '2024-12-13',
      taxable_amount: 2984, vat: 686.32, invoice_total: 3670.32, payment_method: 'przelew', currency: 'PLN',
      lines: lines(['Cement portlandzki CEM II 25 kg', 40, 21.5, 860], ['Płyta gipsowo-kartonowa 12,5 mm', 60, 24.9, 1494], ['Klej do płytek elastyczny 25 kg', 15, 42, 630]),
    },
  },
  {
    name: 'US mutual NDA between a Delaware corporation and a Virginia LLC, governed by New York law', lang: 'en', schema: 'mutual_nda',
    pages: [[
      'MUTUAL NON-DISCLOSURE AGREEMENT', '',
      'This Mutual Non-Disclosure Agreement (this "Agreement") is entered into as of September 16, 2024',
      'by and between Halcyon Biometrics, Inc., a Delaware corporation, with offices at 400 Boylston Street,',
      'Boston, Massachusetts 02116 ("Halcyon"), and Tidewater Analytics LLC, a Virginia limited liability',
      'company, with offices at 1200 Wilson Boulevard, Arlington, Virginia 22209 ("Tidewater").', '',
      '1. Confidential Information. "Confidential Information" means any non-public information disclosed',
      'by either party to the other, whether orally or in writing, that is marked or reasonably understood as confidential.',
      "2. Obligations. Each party shall hold the other party's Confidential Information in strict confidence",
      'and use it solely to evaluate a potential collaboration on wearable health sensors.',
      '3. Term. This Agreement shall commence on the date first written above and continue for a period of',
      'two (2) years. The obligations of confidentiality shall survive for three (3) years after termination.',
      '4. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the',
      'State of New York, without regard to its conflict of laws principles. Any action arising out of this',
      'Agreement shall be brought exclusively in the state or federal courts located in New York County, New York.', '',
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.', '',
      ['HALCYON BIOMETRICS, INC.', 'TIDEWATER ANALYTICS LLC'],
      ['By: /s/ Rebecca T. Lin', 'By: /s/ Marcus Dwyer'],
      ['Name: Rebecca T. Lin', 'Name: Marcus Dwyer'],
      ['Title: Chief Operating Officer', 'Title: Managing Member'],
    ]],
    expected: {
      parties: ['Halcyon Biometrics, Inc.', 'Tidewater Analytics LLC'], effective_from: '2024-09-16', governing_law_state: 'New York', duration: '2 years',
      venue: 'New York County, New York', signers: ['Rebecca T. Lin', 'Marcus Dwyer'],
    },
  },
  {
    name: 'US TV station advertising order with a flight, a line schedule and gross and net amounts', lang: 'en', schema: 'airtime_order',
    pages: [[
      'KSQR-TV  CHANNEL 12', '1450 Riverfront Drive, Sacramento, CA 95814', 'BROADCAST ORDER / CONTRACT', '',
      { at: [20, 140, 340, 460], cells: ['Contract #:', '24-118307', 'Order Date:', '09/20/24'] },
      { at: [20, 140, 340, 460], cells: ['Advertiser:', 'Golden State Toyota', 'Product:', 'Fall Sales Event'] },
      { at: [20, 140, 340, 460], cells: ['Agency:', 'Redwood Media Partners', 'Buyer:', 'Alicia Moreno'] },
      { at: [20, 140, 340, 460], cells: ['Flight:', '10/02/24 - 10/27/24', 'Salesperson:', 'Kevin Tran'] }, '',
      { at: [20, 55, 215, 270, 370, 410, 460, 540], cells: ['Ln', 'Program', 'Days', 'Time', 'Len', 'Spots', 'Rate', 'Amount'] },
      { at: [20, 55, 215, 270, 370, 410, 460, 540], cells: ['1', 'Morning News 5A', 'M-F', '5:00a-7:00a', ':30', '20', '$150.00', '$3,000.00'] },
      { at: [20, 55, 215, 270, 370, 410, 460, 540], cells: ['2', 'Evening News 6P', 'M-F', '6:00p-6:30p', ':30', '16', '$425.00', '$6,800.00'] },
      { at: [20, 55, 215, 270, 370, 410, 460, 540], cells: ['3', 'Sunday Night Football', 'Su', '5:20p-8:20p', ':30', '4', '$2,100.00', '$8,400.00'] },
      { at: [20, 55, 215, 270, 370, 410, 460, 540], cells: ['4', 'Late News 11P', 'M-Su', '11:00p-11:35p', ':15', '12', '$180.00', '$2,160.00'] }, '',
      right(360, 'Total Spots', '52'), right(360, 'Gross Amount', '$20,360.00'), right(360, 'Agency Commission (15%)', '$3,054.00'), right(360, 'Net Amount', '$17,306.00'), '',
      'Billing: broadcast calendar month. Terms: Net 30 days from invoice.',
      'Station Acceptance: ____________________    Agency Acceptance: ____________________',
    ]],
    expected: {
      contract_number: '24-118307', station: 'KSQR-TV', advertiser: 'Golden State Toyota', agency: 'Redwood Media Partners', flight_start: '2024-10-02', flight_end: '2024-10-27',
      gross_amount: 20360, net_amount: 17306, currency: 'USD',
    },
  },
];
