/** Made-up documents of the probe, the first set (eight kinds in the nine languages): rows as printed and the values a reader takes from them. */
import type { ProbeDoc } from './kinds.js';

export const FIRST: ProbeDoc[] = [
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
      bank_name: 'Banque Régionale du Centre', account_holder: 'Julien Moreau', iban: 'FR1420041010050500013M02606', account_number: '00012345678', statement_date: '2024-04-30', statement_period: 'du 01/04/2024 au 30/04/2024', opening_balance: 1203.1, closing_balance: 2676.65,
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
];
