/** Made-up documents of the probe, the second set, written after the first was read (layouts and wording not seen while fixing): rows as printed and the values a reader takes from them. */
import type { ProbeDoc } from './kinds.js';

export const SECOND: ProbeDoc[] = [
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
    expected: { supplier: 'Northern Water Services plc', customer_name: 'Helen Carter', customer_number: '7730 1182 554', meter_number: '08M123456', invoice_date: '2024-04-03', billing_period: '1 Oct 2023 - 31 Mar 2024', due_date: '2024-04-24', total_amount: 311.5 },
  },
];
