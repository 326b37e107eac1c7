/** Twelfth probe round: a dividend tax voucher, a vehicle registration renewal notice, a bank guarantee, a contractor timesheet, a dental treatment and cost plan, a solar feed-in statement and a documentary credit advice, with the second half in kinds-twelfth-docs-b.ts (rows as printed, values a reader takes). */
import type { TwelfthDoc } from './kinds-twelfth.js';
import { TWELFTH_B } from './kinds-twelfth-docs-b.js';
import { right } from './kinds-third.js';

/** The columns of the dividend voucher's head: the address on the left, label/value pairs on the right. */
const HOLDER = [20, 320, 480];
/** The columns of the dividend voucher's details. */
const DIV = [20, 230];
/** The columns of the dividend voucher's payment table. */
const PAID = [20, 230, 420];
/** The columns of the renewal notice's head: the address on the left, label/value pairs on the right. */
const REGO = [20, 360, 470];
/** The columns of the renewal notice's vehicle block: two label/value pairs side by side. */
const VEH = [20, 130, 340, 450];
/** The columns of the renewal notice's fees, for 12 and 6 months. */
const REGO_FEES = [20, 360, 480];
/** The columns of the timesheet's head: two label/value pairs side by side. */
const TS = [20, 120, 360, 440];
/** The columns of the timesheet's days. */
const DAYS = [20, 135, 190, 245, 300, 355];
/** The columns of the cost plan's patient block: two label/value pairs side by side. */
const PAT = [20, 120, 340, 450];
/** The columns of the cost plan's items. */
const HKP = [20, 80, 340, 400, 520];
/** The columns of the cost plan's totals. */
const HKP_SUM = [240, 520];
/** The columns of the feed-in statement's installation block. */
const ANLAGE = [20, 200];
/** The columns of the feed-in statement's settlement. */
const VERG = [20, 300, 390, 500];
/** The columns of the credit advice's terms. */
const CREDOC = [20, 220];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT, GST/HST and IBAN numbers are given without their spaces; other identifiers (company, client,
 * guarantee, meter, register and social insurance numbers) as printed; names as printed, with their
 * legal forms; an address as its printed lines joined by a space. A field the document does not give
 * is left out.
 */
const TWELFTH_A: TwelfthDoc[] = [
  {
    name: 'UK final dividend tax voucher from a plc with the company in capitals and no label, the shareholder address on the left and the reference and payment date on the right, dates in words, a shares / rate / amount table in pence and pounds, and the payment method and DRIP membership in sentences', lang: 'en', schema: 'dividend_tax_voucher',
    pages: [[
      { at: [20, 440], cells: ['HARROWGATE KILN HOLDINGS PLC', 'TAX VOUCHER'] },
      'Registered in England and Wales No. 04418273',
      'Registered office: Kiln Yard, Etruria Road, Stoke-on-Trent ST4 7QB', '',
      { at: HOLDER, cells: ['ELEANOR JANE WHITCOMBE', 'Shareholder reference', 'C0004471829'] },
      { at: HOLDER, cells: ['14 ORCHARD RISE', 'Voucher number', 'DV25F-0084412'] },
      { at: HOLDER, cells: ['LUDLOW', 'Payment date', '29 August 2025'] },
      { at: HOLDER, cells: ['SHROPSHIRE SY8 1QB', '', ''] }, '',
      'FINAL DIVIDEND FOR THE YEAR ENDED 31 MARCH 2025', '',
      'The final dividend of 6.40 pence per ordinary share was approved by shareholders at the',
      'Annual General Meeting held on 24 July 2025. Details of your payment are shown below.', '',
      { at: DIV, cells: ['Class of share', 'Ordinary shares of 5p each'] },
      { at: DIV, cells: ['Ex-dividend date', '31 July 2025'] },
      { at: DIV, cells: ['Record date', '1 August 2025'] }, '',
      { at: PAID, cells: ['Shares held at record date', 'Rate per share', 'Dividend paid'] },
      { at: PAID, cells: ['2,450', '6.40p', '£156.80'] }, '',
      'Your dividend has been paid by direct credit to your bank account ending 4417.',
      'You are not currently a member of the Dividend Reinvestment Plan (DRIP). If you would',
      'like future dividends to be used to buy further shares, please contact the Registrar.', '',
      'Please keep this voucher: you may need it for your Self Assessment tax return. No tax',
      'has been deducted from this dividend.', '',
      'Registrar: Ashdown Share Registry Ltd, 5 Mercer Court, Temple Quay, Bristol BS1 6PF',
      'Shareholder helpline 0371 384 2290 (Monday to Friday, 8.30am to 5.30pm)',
    ]],
    expected: {
      company: 'HARROWGATE KILN HOLDINGS PLC', company_registration_no: '04418273', registrar: 'Ashdown Share Registry Ltd', holder_name: 'ELEANOR JANE WHITCOMBE',
      holder_address: '14 ORCHARD RISE LUDLOW SHROPSHIRE SY8 1QB', shareholder_reference: 'C0004471829', dividend_kind: 'final', financial_year_end: '2025-03-31',
      share_class: 'Ordinary shares of 5p each', ex_dividend_date: '2025-07-31', record_date: '2025-08-01', payment_date: '2025-08-29', shares_held: 2450, rate_per_share_pence: 6.4,
      amount_paid: 156.8, paid_by: 'direct credit', in_drip: false, currency: 'GBP',
    },
  },
  {
    name: 'Australian vehicle registration renewal notice with the registry in capitals, the operator address on the left and the notice details on the right, a vehicle block of two label/value pairs per row, a fees table with 12-month and 6-month columns and BPAY details', lang: 'en', schema: 'regoRenewal',
    pages: [[
      { at: [20, 420], cells: ['VEHICLE REGISTRY TASMANIA', 'Registration Renewal Notice'] },
      'GPO Box 1190, Hobart TAS 7001 · Phone 1300 735 218 · registry@transport.example.gov.au', '',
      { at: REGO, cells: ['LIAM P HARGREAVES', 'Notice date', '18/08/2025'] },
      { at: REGO, cells: ['7 BANKSIA CRESCENT', 'Client number', '40718 2291'] },
      { at: REGO, cells: ['KINGSTON TAS 7050', 'Pay by', '20/09/2025'] }, '',
      'Your vehicle registration expires on 20 September 2025.',
      'Renew online, by phone or at a registry service centre before this date to stay',
      'registered.', '',
      'Vehicle details',
      { at: VEH, cells: ['Plate', 'K47 BQ', 'Expiry', '20/09/2025'] },
      { at: VEH, cells: ['Make / model', 'MAZDA CX-5 MAXX SPORT', 'Body type', 'Wagon'] },
      { at: VEH, cells: ['VIN', 'JM0KF4W7A01184273', 'Usage', 'Private'] },
      { at: VEH, cells: ['Tare', '1,561 kg', 'Concession', 'None'] },
      { at: VEH, cells: ['CTP insurer', 'Island Mutual CTP Ltd', 'CTP class', '1 - Car'] }, '',
      { at: REGO_FEES, cells: ['Fees', '12 months', '6 months'] },
      { at: REGO_FEES, cells: ['Registration fee', '$42.50', '$21.25'] },
      { at: REGO_FEES, cells: ['Motor tax', '$236.00', '$118.00'] },
      { at: REGO_FEES, cells: ['CTP insurance premium', '$386.40', '$193.20'] },
      { at: REGO_FEES, cells: ['Administration fee', '$0.00', '$8.50'] },
      { at: REGO_FEES, cells: ['Total payable', '$664.90', '$340.95'] },
      'Fees include GST where applicable.', '',
      'How to pay',
      { at: [20, 200], cells: ['BPAY Biller Code', '27581'] },
      { at: [20, 200], cells: ['Reference', '4071822910847'] },
      'Or pay by card on 1300 735 218 quoting your client number.', '',
      'If you have sold this vehicle, please let us know within 14 days.',
    ]],
    expected: {
      issuingAuthority: 'VEHICLE REGISTRY TASMANIA', noticeDate: '2025-08-18', operatorName: 'LIAM P HARGREAVES', operatorAddress: '7 BANKSIA CRESCENT KINGSTON TAS 7050',
      clientNumber: '40718 2291', plateNumber: 'K47 BQ', makeAndModel: 'MAZDA CX-5 MAXX SPORT', vin: 'JM0KF4W7A01184273', registrationExpiry: '2025-09-20', vehicleUse: 'private',
      concessionApplied: false, ctpInsurer: 'Island Mutual CTP Ltd', motorTax12Months: 236, ctpPremium12Months: 386.4, total12Months: 664.9, total6Months: 340.95,
      payBy: '2025-09-20', bpayBillerCode: '27581', bpayReference: '4071822910847', currency: 'AUD',
    },
  },
  {
    name: 'Indian performance bank guarantee on e-stamp paper with the bank in capitals and the guarantee number and date on the right, the beneficiary under To, and the contractor, agreement, amount in lakh format with the amount in words, validity and claim period in running sentences', lang: 'en', schema: 'bank_guarantee',
    pages: [[
      'e-Stamp Certificate No. IN-TG84471290175322X',
      'Stamp Duty Paid: Rs. 500 (Rupees Five Hundred only)', '',
      { at: [20, 380], cells: ['DECCAN MERCANTILE BANK LTD.', 'BG No. DMB/HYD/PBG/2025/00418'] },
      { at: [20, 380], cells: ['Somajiguda Branch', 'Date: 10.03.2025'] },
      '6-3-1109/A, Raj Bhavan Road, Somajiguda, Hyderabad 500 082 · IFSC DMBL0000418', '',
      'PERFORMANCE BANK GUARANTEE', '',
      'To,',
      'The Executive Engineer,',
      'Krishna Valley Water Supply Board,',
      'Jala Soudha, Khairatabad, Hyderabad 500 004', '',
      'WHEREAS M/s Godavari Infra Projects Pvt. Ltd., having its registered office at Plot 42,',
      'Phase II, IDA Cherlapally, Hyderabad 500 051 (hereinafter called "the Contractor") has',
      'entered into Agreement No. KVWSB/EE/23/2024-25 dated 12.02.2025 with you (hereinafter',
      'called "the Board") for the construction of a 12 MLD water treatment plant at Bhongir,',
      'and the said Agreement requires the Contractor to furnish a performance security of 5%',
      'of the contract value;', '',
      'NOW THEREFORE we, Deccan Mercantile Bank Ltd., Somajiguda Branch, Hyderabad, hereby',
      'irrevocably and unconditionally undertake to pay to the Board on first written demand,',
      'without any demur, any sum or sums up to a maximum of Rs. 48,75,000/- (Rupees',
      'Forty-Eight Lakh Seventy-Five Thousand only).', '',
      'This guarantee shall remain in force up to 31.03.2027. Any claim under this guarantee',
      'must be lodged with us on or before 30.09.2027, after which our liability hereunder',
      'shall stand discharged, whether or not this guarantee is returned to us.', '',
      'Notwithstanding anything contained herein, our liability under this guarantee is',
      'restricted to Rs. 48,75,000/- (Rupees Forty-Eight Lakh Seventy-Five Thousand only).', '',
      'Place: Hyderabad',
      { at: [330], cells: ['For DECCAN MERCANTILE BANK LTD.'] }, '',
      { at: [330], cells: ['(K. Srinivasa Rao)'] },
      { at: [330], cells: ['Chief Manager, Trade Finance'] },
      { at: [330], cells: ['Power of Attorney No. 1184'] },
    ]],
    expected: {
      bank_name: 'DECCAN MERCANTILE BANK LTD.', issuing_branch: 'Somajiguda Branch', bg_number: 'DMB/HYD/PBG/2025/00418', bg_date: '2025-03-10', bg_type: 'performance',
      applicant: { name: 'Godavari Infra Projects Pvt. Ltd.', address: 'Plot 42, Phase II, IDA Cherlapally, Hyderabad 500 051' },
      beneficiary: { name: 'Krishna Valley Water Supply Board', address: 'Jala Soudha, Khairatabad, Hyderabad 500 004' },
      contract_no: 'KVWSB/EE/23/2024-25', contract_date: '2025-02-12', guaranteed_amount: 4875000, amount_in_words: 'Rupees Forty-Eight Lakh Seventy-Five Thousand only',
      valid_until: '2027-03-31', claim_period_ends: '2027-09-30', irrevocable: true, stamp_paper_value: 500, authorised_signatory: 'K. Srinivasa Rao', currency: 'INR',
    },
  },
  {
    name: 'Canadian contractor timesheet with the business in capitals and no label, the GST/HST number in the letterhead, two label/value pairs per row with the week in words, a table of days with ISO dates, start, end, break and hours, the rate and HST 13% at the right and the client approval in a signature block', lang: 'en', schema: 'ContractorTimesheet',
    pages: [[
      { at: [20, 440], cells: ['NORTHBEAM DATA CONSULTING', 'TIMESHEET'] },
      'Priya Desrosiers, Principal · 88 Wellesley St E, Unit 1204, Toronto ON M4Y 1H5',
      'priya@northbeam.example.ca · 416-555-0187 · GST/HST No. 78421 6632 RT0001', '',
      { at: TS, cells: ['Timesheet #', 'NB-TS-2025-23', 'Week', 'June 9 - 13, 2025'] },
      { at: TS, cells: ['Client', 'Lakeshore Mutual Insurance Co.', 'PO #', 'LMI-PO-77810'] },
      { at: TS, cells: ['Project', 'Claims data warehouse migration', 'Manager', 'Daniel Okafor'] },
      'Work location: hybrid (at the client office Tuesday and Thursday, otherwise remote)', '',
      { at: DAYS, cells: ['Date', 'Start', 'End', 'Break', 'Hours', 'Work performed'] },
      { at: DAYS, cells: ['Mon 2025-06-09', '09:00', '17:00', '0:30', '7.5', 'Source-to-target mapping, policy data'] },
      { at: DAYS, cells: ['Tue 2025-06-10', '08:30', '17:00', '0:30', '8.0', 'Claims history load build (on site)'] },
      { at: DAYS, cells: ['Wed 2025-06-11', '09:00', '17:00', '0:30', '7.5', 'Claims history load build'] },
      { at: DAYS, cells: ['Thu 2025-06-12', '08:00', '17:00', '0:30', '8.5', 'Validation workshop (on site)'] },
      { at: DAYS, cells: ['Fri 2025-06-13', '09:00', '16:30', '0:30', '7.0', 'Reconciliation report, handover'] }, '',
      right(360, 'Total hours', '38.5'), right(360, 'Rate per hour', '$95.00'), right(360, 'Fees', '$3,657.50'), right(360, 'HST 13%', '$475.48'),
      right(360, 'Amount due (CAD)', '$4,132.98'), '',
      'Payment by Interac e-Transfer within 15 days of approval. Please quote the timesheet',
      'number.', '',
      { at: [20, 330], cells: ['Contractor', 'Approved for the client'] },
      { at: [20, 330], cells: ['Priya Desrosiers', 'Daniel Okafor, IT Delivery Manager'] },
      { at: [20, 330], cells: ['Date: 2025-06-13', 'Date: 2025-06-16'] },
    ]],
    expected: {
      ContractorBusiness: 'NORTHBEAM DATA CONSULTING', ContractorName: 'Priya Desrosiers', HstRegistration: '784216632RT0001', ClientName: 'Lakeshore Mutual Insurance Co.',
      ClientPoNumber: 'LMI-PO-77810', TimesheetNo: 'NB-TS-2025-23', WeekStarting: '2025-06-09', WeekEnding: '2025-06-13', WorkLocation: 'hybrid', TotalHours: 38.5, HourlyRate: 95,
      FeesBeforeTax: 3657.5, HstAmount: 475.48, TotalDue: 4132.98, ApprovedBy: 'Daniel Okafor', ApprovedOn: '2025-06-16', Currency: 'CAD',
      DailyEntries: [
        { WorkDate: '2025-06-09', Hours: 7.5, Task: 'Source-to-target mapping, policy data' },
        { WorkDate: '2025-06-10', Hours: 8, Task: 'Claims history load build (on site)' },
        { WorkDate: '2025-06-11', Hours: 7.5, Task: 'Claims history load build' },
        { WorkDate: '2025-06-12', Hours: 8.5, Task: 'Validation workshop (on site)' },
        { WorkDate: '2025-06-13', Hours: 7, Task: 'Reconciliation report, handover' },
      ],
    },
  },
  {
    name: 'Austrian Heil- und Kostenplan for dental crowns with the practice and the place and date in words on one row, the patient in two label/value pairs per row with the SV number, a table of teeth and items, the totals with the expected insurer contribution at the right, and the down payment, duration, instalments and validity in sentences', lang: 'de', schema: 'kostenplan_zahnersatz',
    pages: [[
      { at: [20, 420], cells: ['Zahnarztpraxis Dr. Katharina Edlinger', 'Linz, 2. Juli 2025'] },
      'Landstraße 61/2 · 4020 Linz · Tel. 0732 77 41 90 · ordination@edlinger-zahn.example.at', '',
      'HEIL- UND KOSTENPLAN',
      'Zahnersatz - unverbindlicher Kostenvoranschlag', '',
      { at: PAT, cells: ['Patient', 'Florian Gruber-Moser', 'SV-Nr.', '1847 120379'] },
      { at: PAT, cells: ['Geb.-Datum', '12.03.1979', 'Versicherung', 'ÖGK'] },
      { at: PAT, cells: ['Anschrift', 'Hauptplatz 8, 4060 Leonding'] }, '',
      'Befund: Zähne 36 und 46 wurzelbehandelt, ausgedehnte Füllungen, Frakturgefahr.',
      'Geplante Behandlung: Vollkeramikkronen (Zirkon) auf 36 und 46', '',
      { at: HKP, cells: ['Zahn', 'Leistung', 'Anz.', 'Einzelpreis', 'Betrag'] },
      { at: HKP, cells: ['36', 'Aufbaufüllung mit Glasfaserstift', '1', '145,00', '145,00'] },
      { at: HKP, cells: ['46', 'Aufbaufüllung mit Glasfaserstift', '1', '145,00', '145,00'] },
      { at: HKP, cells: ['36', 'Vollkeramikkrone Zirkon', '1', '890,00', '890,00'] },
      { at: HKP, cells: ['46', 'Vollkeramikkrone Zirkon', '1', '890,00', '890,00'] },
      { at: HKP, cells: ['36, 46', 'Provisorische Krone', '2', '65,00', '130,00'] }, '',
      { at: HKP_SUM, cells: ['Honorar', '€ 2.200,00'] },
      { at: HKP_SUM, cells: ['Zahntechnisches Labor (lt. Voranschlag)', '€ 720,40'] },
      { at: HKP_SUM, cells: ['Gesamtkosten', '€ 2.920,40'] },
      { at: HKP_SUM, cells: ['voraussichtlicher Kassenzuschuss', '- € 418,60'] },
      { at: HKP_SUM, cells: ['Eigenanteil', '€ 2.501,80'] }, '',
      'Voraussichtliche Behandlungsdauer: ca. 6 Wochen (4 Sitzungen).',
      'Bei Behandlungsbeginn ist eine Anzahlung von 30 % des Eigenanteils (€ 750,54) fällig.',
      'Ratenzahlung ist nach Vereinbarung möglich.',
      'Den Kassenzuschuss erhalten Sie nach Einreichen der Honorarnote von Ihrer Krankenkasse.',
      'Dieser Kostenplan ist bis 30.09.2025 gültig. Abweichungen bis 15 % bleiben vorbehalten.', '',
      'Zur Kenntnis genommen:',
      { at: [20, 330], cells: ['Florian Gruber-Moser', 'Dr. Katharina Edlinger'] },
    ]],
    expected: {
      praxis: 'Zahnarztpraxis Dr. Katharina Edlinger', datum: '2025-07-02', patient: 'Florian Gruber-Moser', sv_nummer: '1847 120379', geburtsdatum: '1979-03-12', krankenkasse: 'ÖGK',
      behandlung: 'Vollkeramikkronen (Zirkon) auf 36 und 46', honorar: 2200, laborkosten: 720.4, gesamtkosten: 2920.4, kassenzuschuss: 418.6, eigenanteil: 2501.8, anzahlung: 750.54,
      behandlungsdauer_wochen: 6, ratenzahlung_moeglich: true, gueltig_bis: '2025-09-30', waehrung: 'EUR',
      positionen: [
        { zahn: '36', leistung: 'Aufbaufüllung mit Glasfaserstift', betrag: 145 },
        { zahn: '46', leistung: 'Aufbaufüllung mit Glasfaserstift', betrag: 145 },
        { zahn: '36', leistung: 'Vollkeramikkrone Zirkon', betrag: 890 },
        { zahn: '46', leistung: 'Vollkeramikkrone Zirkon', betrag: 890 },
        { zahn: '36, 46', leistung: 'Provisorische Krone', betrag: 130 },
      ],
    },
  },
  {
    name: 'German annual feed-in statement (Gutschrift) for a rooftop solar installation from a grid operator with the date at the top right, the operator in the address window, an installation block of label/value rows, a settlement table in kWh and ct/kWh with the advance payments deducted, and the small-business VAT note, payout, IBAN and new advance payment in sentences', lang: 'de', schema: 'einspeiseGutschrift',
    pages: [[
      { at: [20, 420], cells: ['Netzgesellschaft Mittelweser mbH', 'Nienburg, 21.02.2025'] },
      'Hafenstraße 9 · 31582 Nienburg/Weser · Tel. 05021 9170-0 · einspeisung@nmnetz.example.de', '',
      'Netzgesellschaft Mittelweser mbH · Hafenstraße 9 · 31582 Nienburg/Weser',
      'Frau', 'Maren Oltmanns', 'Am Kirchkamp 17', '31633 Leese', '',
      'Jahresabrechnung Einspeisevergütung nach EEG 2024 - Gutschrift Nr. GS-EEG-25-018842', '',
      { at: ANLAGE, cells: ['Anlage', 'Photovoltaik, Dachanlage Am Kirchkamp 17'] },
      { at: ANLAGE, cells: ['MaStR-Nummer', 'SEE947201836554'] },
      { at: ANLAGE, cells: ['Zählernummer', '1ESY1161 4471829'] },
      { at: ANLAGE, cells: ['Inbetriebnahme', '14.06.2021'] },
      { at: ANLAGE, cells: ['Installierte Leistung', '9,86 kWp'] },
      { at: ANLAGE, cells: ['Abrechnungszeitraum', '01.01.2024 bis 31.12.2024'] }, '',
      'Sehr geehrte Frau Oltmanns,',
      'für den in unser Netz eingespeisten Strom erhalten Sie folgende Vergütung:', '',
      { at: VERG, cells: ['Position', 'Menge', 'Preis', 'Betrag'] },
      { at: VERG, cells: ['Einspeisung 01.01.-31.12.2024', '6.842 kWh', '8,20 ct/kWh', '561,04 €'] },
      { at: VERG, cells: ['abzüglich Abschläge (12 × 44,00 €)', '', '', '-528,00 €'] },
      { at: VERG, cells: ['Restbetrag zu Ihren Gunsten', '', '', '33,04 €'] }, '',
      'Umsatzsteuer weisen wir nicht aus, da Sie uns als Kleinunternehmer nach § 19 UStG',
      'gemeldet sind.',
      'Den Restbetrag von 33,04 € überweisen wir am 05.03.2025 auf Ihr Konto',
      'IBAN DE11 2565 0106 0047 1182 93.',
      'Ihr monatlicher Abschlag ab März 2025 beträgt 46,00 €.',
      'Zählerstand Einspeisung am 31.12.2024 (fernausgelesen): 31.477 kWh.', '',
      'Mit freundlichen Grüßen', 'Netzgesellschaft Mittelweser mbH', '',
      'Amtsgericht Walsrode HRB 204471 · Geschäftsführer Dr. Jens Harms · USt-IdNr. DE318447205',
    ]],
    expected: {
      netzbetreiber: 'Netzgesellschaft Mittelweser mbH', gutschriftNummer: 'GS-EEG-25-018842', datum: '2025-02-21', anlagenbetreiber: 'Maren Oltmanns', marktstammdatenNr: 'SEE947201836554',
      zaehlerNummer: '1ESY1161 4471829', inbetriebnahme: '2021-06-14', leistungKwp: 9.86, zeitraumVon: '2024-01-01', zeitraumBis: '2024-12-31', eingespeistKwh: 6842,
      verguetungCtProKwh: 8.2, verguetungGesamt: 561.04, umsatzsteuerAusgewiesen: false, abschlaegeBezahlt: 528, restbetrag: 33.04, auszahlungAm: '2025-03-05',
      ibanAnlagenbetreiber: 'DE11256501060047118293', neuerAbschlag: 46, waehrung: 'EUR',
    },
  },
  {
    name: "Swiss advice of an irrevocable documentary credit in French from a Geneva bank with the bank in capitals and the date at the top right, the beneficiary in the address window on the right, the credit terms in label/value rows with a USD 248'600.00 amount and a tolerance, the presentation period, the missing confirmation and the CHF advising commission in sentences", lang: 'fr', schema: 'notificationCredoc',
    pages: [[
      { at: [20, 420], cells: ['BANQUE LÉMANIQUE PRIVÉE SA', 'Genève, le 24 avril 2025'] },
      'Trade Finance · Rue du Rhône 48 · Case postale 3120 · 1211 Genève 3 · +41 22 818 44 00', '',
      { at: [340], cells: ['Usinage de Précision Jurassienne SA'] },
      { at: [340], cells: ['Rue de la Communance 27'] },
      { at: [340], cells: ['2800 Delémont'] }, '',
      { at: [20, 170], cells: ['Notre référence', 'BLP/TF/25/04418'] },
      { at: [20, 170], cells: ['Votre contact', 'Nadia Berthoud, +41 22 818 44 37'] }, '',
      "NOTIFICATION D'UN CRÉDIT DOCUMENTAIRE IRRÉVOCABLE", '',
      'Madame, Monsieur,',
      'Nous avons reçu par SWIFT (MT700) le crédit documentaire suivant en votre faveur et',
      'vous le notifions sans engagement de notre part :', '',
      { at: CREDOC, cells: ['Crédit n°', 'HCB-LC-250731'] },
      { at: CREDOC, cells: ["Date d'émission", '22.04.2025'] },
      { at: CREDOC, cells: ['Banque émettrice', 'Hanbit Commerce Bank'] },
      { at: CREDOC, cells: ["Donneur d'ordre", 'Daeyang Precision Instruments Co., Ltd.'] },
      { at: CREDOC, cells: ['', '88 Noksansaneop-ro, Gangseo-gu, Busan, Corée du Sud'] },
      { at: CREDOC, cells: ['Montant', "USD 248'600.00"] },
      { at: CREDOC, cells: ['Tolérance', '+/- 5 %'] },
      { at: CREDOC, cells: ['Validité', '15.08.2025 à nos guichets'] },
      { at: CREDOC, cells: ['Utilisable', 'auprès de nous, par paiement à vue'] },
      { at: CREDOC, cells: ['Port de chargement', 'Anvers'] },
      { at: CREDOC, cells: ['Port de déchargement', 'Busan'] },
      { at: CREDOC, cells: ['Expédition au plus tard le', '25.07.2025'] },
      { at: CREDOC, cells: ['Expéditions partielles', 'autorisées'] },
      { at: CREDOC, cells: ['Transbordement', 'interdit'] },
      { at: CREDOC, cells: ['Marchandise', "4 centres d'usinage CNC 5 axes UPJ-540"] },
      { at: CREDOC, cells: ['Conditions de livraison', 'CIF Busan (Incoterms 2020)'] }, '',
      'Documents requis : facture commerciale en 3 exemplaires, jeu complet de connaissements',
      "maritimes à ordre, certificat d'assurance (110 % CIF), liste de colisage, certificat",
      "d'origine. Les documents doivent être présentés dans les 21 jours suivant la date",
      "d'expédition, mais dans la validité du crédit.", '',
      "Ce crédit n'est pas confirmé par notre banque. Sur demande, nous examinerons volontiers",
      "l'adjonction de notre confirmation.",
      'Notre commission de notification de CHF 250.00 est à votre charge et sera débitée de',
      'votre compte CH20 0878 1000 4471 8830 2.', '',
      'Veuillez agréer, Madame, Monsieur, nos salutations distinguées.', '',
      'BANQUE LÉMANIQUE PRIVÉE SA',
      { at: [20, 250], cells: ['N. Berthoud', 'P.-A. Rochat'] },
    ]],
    expected: {
      banqueNotificatrice: 'BANQUE LÉMANIQUE PRIVÉE SA', notreReference: 'BLP/TF/25/04418', dateNotification: '2025-04-24', numeroCredit: 'HCB-LC-250731', dateEmission: '2025-04-22',
      banqueEmettrice: 'Hanbit Commerce Bank', donneurOrdre: 'Daeyang Precision Instruments Co., Ltd.',
      beneficiaire: { nom: 'Usinage de Précision Jurassienne SA', adresse: 'Rue de la Communance 27 2800 Delémont' },
      montant: 248600, devise: 'USD', tolerancePct: 5, dateValidite: '2025-08-15', derniereDateExpedition: '2025-07-25', portChargement: 'Anvers', portDechargement: 'Busan',
      incoterm: 'CIF', expeditionsPartielles: true, transbordement: false, confirme: false, delaiPresentationJours: 21, fraisNotification: 250,
    },
  },
];

/** Every document of the twelfth round. */
export const TWELFTH: TwelfthDoc[] = [...TWELFTH_A, ...TWELFTH_B];
