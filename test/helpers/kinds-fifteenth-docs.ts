/** Fifteenth probe round: a scaffolding hire agreement, a funeral director's account, a driving school receipt, a chimney sweep's invoice, a removal quotation, a wine analysis bulletin and an electrical inspection report, with the second half in kinds-fifteenth-docs-b.ts (rows as printed, values a reader takes). */
import type { FifteenthDoc } from './kinds-fifteenth.js';
import { FIFTEENTH_B } from './kinds-fifteenth-docs-b.js';

/** The columns of the hire agreement's head: two label/value pairs side by side. */
const SC = [20, 140, 340, 450];
/** The columns of the hire agreement's long label/value rows. */
const SC_WIDE = [20, 140];
/** The columns of the hire agreement's charges. */
const HIRE = [20, 360, 410, 500];
/** The columns of the hire agreement's totals. */
const SC_SUM = [330, 500];
/** The columns of the funeral account's address window and invoice head. */
const FH = [20, 340, 440];
/** The columns of the funeral account's details: two label/value pairs side by side. */
const FUN = [20, 120, 330, 430];
/** The columns of the funeral account's items. */
const FUN_ITEMS = [20, 470];
/** The columns of the funeral account's totals. */
const FUN_SUM = [220, 470];
/** The columns of the driving school receipt's head: two label/value pairs side by side. */
const DS = [20, 120, 330, 430];
/** The columns of the driving school receipt's items. */
const DS_ITEMS = [20, 330, 400, 480];
/** The columns of the driving school receipt's totals. */
const DS_SUM = [330, 480];
/** The columns of the chimney sweep's address window and invoice head. */
const RK_HEAD = [20, 330, 450];
/** The columns of the chimney sweep's inspection findings: two label/value pairs side by side. */
const BEF = [20, 130, 330, 450];
/** The columns of the chimney sweep's invoice lines. */
const RK_POS = [20, 60, 360, 420, 510];
/** The columns of the chimney sweep's totals. */
const RK_SUM = [330, 510];
/** The columns of the removal quotation's address window and head. */
const UO_HEAD = [20, 330, 450];
/** The columns of the removal quotation's move: the label, the moving-out and the moving-in column. */
const UO_ADR = [20, 150, 360];
/** The columns of the removal quotation's label/value rows. */
const UO_INFO = [20, 150];
/** The columns of the removal quotation's prices. */
const UO_PRICE = [20, 350, 480];
/** The columns of the wine bulletin's head on the right. */
const VIN_HEAD = [330, 430];
/** The columns of the wine bulletin's label/value rows. */
const VIN = [20, 180];
/** The columns of the wine bulletin's results. */
const VIN_RES = [20, 290, 360, 420];
/** The columns of the inspection report's head: two label/value pairs side by side. */
const PV_HEAD = [20, 110, 320, 440];
/** The columns of the inspection report's label/value rows. */
const PV = [20, 290];
/** The columns of the inspection report's infringements. */
const INF = [20, 70];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers and IBANs are given without their spaces; other identifiers (agreement, invoice, receipt,
 * UEN, GST, quotation, bulletin, lot, report and EAN numbers) as printed; names as printed, with their
 * legal forms, without courtesy titles; an address as its printed lines joined by a space. A field the
 * document does not give is left out.
 */
const FIFTEENTH_A: FifteenthDoc[] = [
  {
    name: 'UK scaffolding hire agreement with the company, its registration and VAT numbers in the letterhead, two label/value pairs per row with dates as dd/mm/yyyy, the hirer with a courtesy title and the site in wide label/value rows, a charges table with £2,640.00 amounts, subtotal, 20% VAT and total at the right, and the deposit, inspection interval and licence in sentences', lang: 'en', schema: 'scaffold_hire',
    pages: [[
      { at: [20, 420], cells: ['Pennine Access Scaffolding Ltd', 'HIRE AGREEMENT'] },
      'Unit 7, Brookside Trading Estate, Oldham Road, Rochdale OL16 5RT · Tel 01706 448 210',
      'Registered in England No. 08814472 · VAT Reg. No. GB 318 4471 56', '',
      { at: SC, cells: ['Agreement No.', 'PAS-HA-25-0619', 'Date', '18/08/2025'] },
      { at: SC, cells: ['Quote ref.', 'Q-25-1184', 'Surveyed by', 'Dean Whitworth'] }, '',
      { at: SC_WIDE, cells: ['Hirer', 'Dr Fiona Mallinson'] },
      { at: SC_WIDE, cells: ['Telephone', '07700 914 472'] },
      { at: SC_WIDE, cells: ['Site address', '22 Tennyson Avenue, Littleborough OL15 9JH'] },
      { at: SC_WIDE, cells: ['Works', 'Independent scaffold to front and gable elevations for re-roofing'] }, '',
      'HIRE PERIOD',
      { at: SC, cells: ['Erection date', '25/08/2025', 'Minimum hire', '6 weeks'] },
      { at: SC, cells: ['Weekly rate', '£385.00', 'Lifts', '3'] }, '',
      { at: HIRE, cells: ['Description', 'Qty', 'Rate', 'Amount'] },
      { at: HIRE, cells: ['Erect and dismantle scaffold, approx. 48 m run', '1', '£2,640.00', '£2,640.00'] },
      { at: HIRE, cells: ['Loading bay with ladder access', '1', '£420.00', '£420.00'] },
      { at: HIRE, cells: ['Rubbish chute sections', '5', '£18.00', '£90.00'] },
      { at: HIRE, cells: ['Hire for the minimum period, weeks', '6', '£385.00', '£2,310.00'] }, '',
      { at: SC_SUM, cells: ['Subtotal', '£5,460.00'] },
      { at: SC_SUM, cells: ['VAT @ 20%', '£1,092.00'] },
      { at: SC_SUM, cells: ['Total', '£6,552.00'] }, '',
      'A deposit of £3,276.00 (50% of the total) is payable before erection; the balance is',
      'due within 14 days of the scaffold being struck. Hire beyond the minimum period is',
      'charged at the weekly rate per week or part week until written off-hire notice is',
      'received. The scaffold will be inspected at intervals not exceeding 7 days and after',
      'adverse weather. No scaffold licence is required as the scaffold stands wholly within',
      'the property boundary.',
      'The hirer must not alter, load or remove any part of the scaffold or its ties.', '',
      { at: [20, 330], cells: ['For Pennine Access Scaffolding Ltd', 'Hirer'] },
      { at: [20, 330], cells: ['Dean Whitworth, Contracts Manager', 'F. Mallinson'] },
    ]],
    expected: {
      scaffolding_company: 'Pennine Access Scaffolding Ltd', company_vat_no: 'GB318447156', agreement_no: 'PAS-HA-25-0619', agreement_date: '2025-08-18', hirer: 'Fiona Mallinson',
      site_address: '22 Tennyson Avenue, Littleborough OL15 9JH', erection_date: '2025-08-25', minimum_hire_weeks: 6, weekly_rate: 385, net_charges: 5460, vat_charged: 1092,
      total_due: 6552, deposit_upfront: 3276, inspection_interval_days: 7, licence_required: false, currency_code: 'GBP',
      charges: [
        { what: 'Erect and dismantle scaffold, approx. 48 m run', cost: 2640 },
        { what: 'Loading bay with ladder access', cost: 420 },
        { what: 'Rubbish chute sections', cost: 90 },
        { what: 'Hire for the minimum period, weeks', cost: 2310 },
      ],
    },
  },
  {
    name: "New Zealand funeral director's account (tax invoice) with the trading name and the company behind it in the letterhead, the addressee with a courtesy title in the address window beside the invoice head with dates as d MMMM yyyy, the funeral in two label/value pairs per row, the services and the disbursements under their own headings with amounts at the right, total, GST content, deposit and balance in $8,711.40, and the payment in sentences", lang: 'en', schema: 'FuneralAccount',
    pages: [[
      { at: [20, 400], cells: ['Harbourside Funeral Services', 'TAX INVOICE'] },
      'A division of Kōwhai Memorial Group Limited · GST No. 118-447-298',
      '41 Crawford Street, Dunedin 9016 · Ph 03 477 4812 · Member of FDANZ', '',
      { at: FH, cells: ['Mrs Aroha Tane', 'Invoice No.', 'HFS-25-0318'] },
      { at: FH, cells: ['17 Highcliff Road', 'Date', '14 May 2025'] },
      { at: FH, cells: ['Andersons Bay', 'Due date', '11 June 2025'] },
      { at: FH, cells: ['Dunedin 9013', 'Arrangement', 'AT/0447'] }, '',
      'FUNERAL ACCOUNT',
      { at: FUN, cells: ['Deceased', 'Wiremu James Tane', 'Date of death', '2 May 2025'] },
      { at: FUN, cells: ['Service', 'St Kilda Community Chapel', 'Service date', '9 May 2025'] },
      { at: FUN, cells: ['Disposition', 'Cremation', 'Celebrant', 'Hemi Walker'] }, '',
      "FUNERAL DIRECTOR'S SERVICES",
      { at: FUN_ITEMS, cells: ['Professional services of the funeral director and staff', '3,450.00'] },
      { at: FUN_ITEMS, cells: ['Transfer of the deceased and mortuary care', '695.00'] },
      { at: FUN_ITEMS, cells: ['Casket, rimu veneer with brass handles', '2,180.00'] },
      { at: FUN_ITEMS, cells: ['Hearse and one limousine', '540.00'] }, '',
      'DISBURSEMENTS (PAID ON YOUR BEHALF)',
      { at: FUN_ITEMS, cells: ['Cremation fee, Dunedin City Council', '1,012.00'] },
      { at: FUN_ITEMS, cells: ['Death certificates (2), Births, Deaths and Marriages', '66.00'] },
      { at: FUN_ITEMS, cells: ['Death notices in the local newspaper', '318.40'] },
      { at: FUN_ITEMS, cells: ['Celebrant fee', '450.00'] }, '',
      { at: FUN_SUM, cells: ['Total (incl. GST)', '$8,711.40'] },
      { at: FUN_SUM, cells: ['GST included', '$1,136.27'] },
      { at: FUN_SUM, cells: ['Less deposit received 6 May 2025', '$1,500.00'] },
      { at: FUN_SUM, cells: ['Balance due', '$7,211.40'] }, '',
      'Amounts are in New Zealand dollars and include GST at 15% where applicable.',
      'Please pay the balance by 11 June 2025 by internet banking to Kōwhai Memorial Group',
      'Ltd, account 02-0948-0447182-000, quoting the invoice number as reference.',
      'The death was registered with Births, Deaths and Marriages on 7 May 2025.',
      'Our thoughts are with you and your whānau.',
    ]],
    expected: {
      FuneralHome: 'Harbourside Funeral Services', GstNumber: '118-447-298', InvoiceNumber: 'HFS-25-0318', DateIssued: '2025-05-14', BilledTo: 'Aroha Tane',
      Deceased: 'Wiremu James Tane', DateOfDeath: '2025-05-02', FuneralDate: '2025-05-09', Disposition: 'cremation', TotalInclGst: 8711.4, GstIncluded: 1136.27,
      DepositPaid: 1500, BalanceDue: 7211.4, DueDate: '2025-06-11', CurrencyCode: 'NZD',
      Disbursements: [
        { Item: 'Cremation fee, Dunedin City Council', Cost: 1012 },
        { Item: 'Death certificates (2), Births, Deaths and Marriages', Cost: 66 },
        { Item: 'Death notices in the local newspaper', Cost: 318.4 },
        { Item: 'Celebrant fee', Cost: 450 },
      ],
    },
  },
  {
    name: 'Singapore driving school official receipt with the Pte. Ltd. company in capitals and its UEN in the letterhead, two label/value pairs per row with the date as dd/mm/yyyy and a time and a masked NRIC, an items table with quantities and amounts as 432.00 under a dollar header, subtotal, 9% GST, total and the PayNow payment at the right, and the test date and validity in sentences', lang: 'en', schema: 'drivingLessonReceipt',
    pages: [[
      { at: [20, 400], cells: ['JURONG WEST DRIVING CENTRE PTE. LTD.', 'OFFICIAL RECEIPT'] },
      '2 Boon Lay Way #01-18, Singapore 609963 · Tel 6568 4471 · www.jwdc.example.sg',
      'UEN 201418447K · GST Reg. No. 201418447K', '',
      { at: DS, cells: ['Receipt No.', 'JW-R-2509-01844', 'Date', '16/09/2025 14:37'] },
      { at: DS, cells: ['Student', 'Tan Wei Ling Rachel', 'Student No.', 'JW250318'] },
      { at: DS, cells: ['NRIC', 'S****471H', 'Course', 'Class 3A (auto)'] },
      { at: DS, cells: ['Instructor', 'Mohd Faizal Rahman', 'Cashier', 'Jasmine L.'] }, '',
      { at: DS_ITEMS, cells: ['Description', 'Qty', 'Unit $', 'Amount $'] },
      { at: DS_ITEMS, cells: ['Practical lesson Class 3A, 100 min', '6', '72.00', '432.00'] },
      { at: DS_ITEMS, cells: ['Simulator training module', '1', '48.00', '48.00'] },
      { at: DS_ITEMS, cells: ['Practical test booking fee', '1', '36.00', '36.00'] },
      { at: DS_ITEMS, cells: ['Learner kit (L-plates, log book)', '1', '22.00', '22.00'] }, '',
      { at: DS_SUM, cells: ['Subtotal', '538.00'] },
      { at: DS_SUM, cells: ['GST 9%', '48.42'] },
      { at: DS_SUM, cells: ['Total (SGD)', '586.42'] },
      { at: DS_SUM, cells: ['Paid by PayNow', '586.42'] },
      { at: DS_SUM, cells: ['Balance', '0.00'] }, '',
      'PayNow ref. PN20250916-7718.',
      'Your Class 3A practical driving test is booked for 14 October 2025, 08:15,',
      'Test Route B.',
      'Lessons purchased are valid for 6 months from the date of purchase and are',
      'non-refundable.',
      'Please bring your NRIC and Provisional Driving Licence to every lesson.',
      'This is a computer-generated receipt. No signature is required.',
    ]],
    expected: {
      school: 'JURONG WEST DRIVING CENTRE PTE. LTD.', uen: '201418447K', receiptNo: 'JW-R-2509-01844', receiptDate: '2025-09-16', studentName: 'Tan Wei Ling Rachel',
      licenceClass: '3A', lessonsBought: 6, amountBeforeGst: 538, gstRate: 9, gstAmount: 48.42, totalPaid: 586.42, paymentMode: 'PayNow', testDate: '2025-10-14', validityMonths: 6,
      currencyCode: 'SGD',
      purchases: [
        { what: 'Practical lesson Class 3A, 100 min', fee: 432 },
        { what: 'Simulator training module', fee: 48 },
        { what: 'Practical test booking fee', fee: 36 },
        { what: 'Learner kit (L-plates, log book)', fee: 22 },
      ],
    },
  },
  {
    name: "Austrian chimney sweep's invoice (Rauchfangkehrer) from a sole trader e.U., the customer under 'Frau' in the address window beside the invoice head with dates as dd.mm.yyyy, the building in a label/value row, the inspection findings in two label/value pairs per row with the fuel as Holzpellets and the next inspection as 'bis 31.10.2026', numbered lines with amounts as 38,40, net, 20 % USt. and total in € 162,72 at the right, the payment term in a sentence and the bank and UID in the footer", lang: 'de', schema: 'kehrRechnung',
    pages: [[
      { at: [20, 400], cells: ['Rauchfangkehrermeister Gernot Pichler e.U.', 'RECHNUNG'] },
      'Freistädter Straße 311 · 4040 Linz · Tel. 0732 24 47 18 · office@pichler-rfk.example.at', '',
      { at: RK_HEAD, cells: ['Frau', 'Rechnungs-Nr.', 'RK-2025/0884'] },
      { at: RK_HEAD, cells: ['Ingrid Haslinger', 'Datum', '21.10.2025'] },
      { at: RK_HEAD, cells: ['Leonfeldner Straße 58', 'Kunden-Nr.', '3318'] },
      { at: RK_HEAD, cells: ['4040 Linz', 'Leistungsdatum', '16.10.2025'] }, '',
      { at: [20, 130], cells: ['Objekt', 'Leonfeldner Straße 58, 4040 Linz'] }, '',
      'ÜBERPRÜFUNGSBEFUND gemäß Oö. Luftreinhalte- und Energietechnikgesetz',
      { at: BEF, cells: ['Feuerstätte', 'Pelletskessel PK 15', 'Baujahr', '2016'] },
      { at: BEF, cells: ['Brennstoff', 'Holzpellets', 'Nennleistung', '15 kW'] },
      { at: BEF, cells: ['Rauchfang', 'Edelstahl, Ø 150 mm', 'Förderdruck', '12 Pa'] },
      { at: BEF, cells: ['CO-Gehalt', '118 mg/MJ', 'Grenzwert', '500 mg/MJ'] },
      { at: BEF, cells: ['Ergebnis', 'mängelfrei', 'Nächste Prüfung', 'bis 31.10.2026'] }, '',
      { at: RK_POS, cells: ['Pos.', 'Leistung', 'Menge', 'Einzelpreis', 'Betrag'] },
      { at: RK_POS, cells: ['1', 'Kehrung Rauchfang, 1 Zug', '1', '38,40', '38,40'] },
      { at: RK_POS, cells: ['2', 'Überprüfung Feuerstätte mit Abgasmessung', '1', '64,90', '64,90'] },
      { at: RK_POS, cells: ['3', 'Reinigung Verbindungsstück', '1', '22,50', '22,50'] },
      { at: RK_POS, cells: ['4', 'Anfahrtspauschale Zone 2', '1', '9,80', '9,80'] }, '',
      { at: RK_SUM, cells: ['Summe netto', '€ 135,60'] },
      { at: RK_SUM, cells: ['+ 20 % USt.', '€ 27,12'] },
      { at: RK_SUM, cells: ['Rechnungsbetrag', '€ 162,72'] }, '',
      'Zahlbar binnen 14 Tagen ab Rechnungsdatum ohne Abzug.',
      'Bitte bewahren Sie den Überprüfungsbefund bei Ihren Anlagenunterlagen auf.', '',
      'Raiffeisenbank Linz-Urfahr · IBAN AT51 3400 0000 0447 1826 · BIC RLNZAT2L',
      'UID-Nr. ATU 68441723 · FN 447182 t · Landesgericht Linz',
    ]],
    expected: {
      meisterbetrieb: 'Rauchfangkehrermeister Gernot Pichler e.U.', rechnungNr: 'RK-2025/0884', rechnungsDatum: '2025-10-21', auftraggeber: 'Ingrid Haslinger',
      objektAdresse: 'Leonfeldner Straße 58, 4040 Linz', brennstoff: 'Pellets', nennleistungKw: 15, maengelfrei: true, naechsteUeberpruefung: '2026-10-31', netto: 135.6,
      ustProzent: 20, ustEuro: 27.12, gesamtbetrag: 162.72, zahlungsfristTage: 14, uidNummer: 'ATU68441723', bankverbindungIban: 'AT513400000004471826', waehrung: 'EUR',
      leistungen: [
        { taetigkeit: 'Kehrung Rauchfang, 1 Zug', nettoBetrag: 38.4 },
        { taetigkeit: 'Überprüfung Feuerstätte mit Abgasmessung', nettoBetrag: 64.9 },
        { taetigkeit: 'Reinigung Verbindungsstück', nettoBetrag: 22.5 },
        { taetigkeit: 'Anfahrtspauschale Zone 2', nettoBetrag: 9.8 },
      ],
    },
  },
  {
    name: "Swiss removal quotation (Umzugsofferte) with the customer under 'Herr' in the address window beside the quotation head with dates as dd.mm.yyyy, the moving-out and moving-in addresses in two columns over two lines each, the date, volume and crew in label/value rows, prices in CHF 2'702.50 with the hours and rate in the middle column, and the cost ceiling, insurance and validity in sentences", lang: 'de', schema: 'umzugsofferte',
    pages: [[
      { at: [20, 420], cells: ['Limmat Zügelservice AG', 'OFFERTE'] },
      'Badenerstrasse 588 · 8048 Zürich · Tel. 044 401 44 71 · info@limmat-zuegel.example.ch',
      'MWST-Nr. CHE-184.447.212 MWST', '',
      { at: UO_HEAD, cells: ['Herr', 'Offerte Nr.', 'UO-25-4471'] },
      { at: UO_HEAD, cells: ['Reto Brunner', 'Datum', '28.10.2025'] },
      { at: UO_HEAD, cells: ['Birmensdorferstrasse 214', 'Besichtigung', '24.10.2025'] },
      { at: UO_HEAD, cells: ['8003 Zürich', 'Ihre Beraterin', 'Nadia Keller'] }, '',
      'Privatumzug von Zürich nach Winterthur', '',
      { at: UO_ADR, cells: ['', 'Auszug', 'Einzug'] },
      { at: UO_ADR, cells: ['Adresse', 'Birmensdorferstrasse 214', 'Rosenbergstrasse 41'] },
      { at: UO_ADR, cells: ['', '8003 Zürich', '8400 Winterthur'] },
      { at: UO_ADR, cells: ['Stockwerk', '3. OG', 'Erdgeschoss'] },
      { at: UO_ADR, cells: ['Lift', 'nein', 'ja'] }, '',
      { at: UO_INFO, cells: ['Umzugstermin', 'Freitag, 12.12.2025, ab 07.30 Uhr'] },
      { at: UO_INFO, cells: ['Volumen', 'ca. 38 m³'] },
      { at: UO_INFO, cells: ['Equipe', '4 Zügelmitarbeiter, 2 Möbelwagen'] }, '',
      'Preis nach Aufwand',
      { at: UO_PRICE, cells: ['4 Zügelmitarbeiter mit 2 Möbelwagen', '7 Std. à 245.00', "1'715.00"] },
      { at: UO_PRICE, cells: ['Verpackungsmaterial (40 Kartons, Seidenpapier)', '', '185.00'] },
      { at: UO_PRICE, cells: ['Möbellift an der Auszugsadresse', '', '290.00'] },
      { at: UO_PRICE, cells: ['An- und Rückfahrt pauschal', '', '160.00'] },
      { at: UO_PRICE, cells: ['Entsorgung Altmobiliar (ca. 2 m³)', '', '150.00'] },
      { at: UO_PRICE, cells: ['Total exkl. MWST', 'CHF', "2'500.00"] },
      { at: UO_PRICE, cells: ['MWST 8.1 %', 'CHF', '202.50'] },
      { at: UO_PRICE, cells: ['Total inkl. MWST', 'CHF', "2'702.50"] }, '',
      "Kostendach: Der Rechnungsbetrag wird CHF 3'100.00 inkl. MWST nicht übersteigen.",
      "Die Transportversicherung bis CHF 50'000.– ist im Preis inbegriffen.",
      'Diese Offerte ist gültig bis 30. November 2025. Zahlbar innert 30 Tagen nach dem Umzug.',
      'Wir freuen uns auf Ihren Auftrag.', '',
      { at: [330], cells: ['Limmat Zügelservice AG'] },
      { at: [330], cells: ['Nadia Keller'] },
    ]],
    expected: {
      mover: 'Limmat Zügelservice AG', offer_no: 'UO-25-4471', offer_date: '2025-10-28', client_name: 'Reto Brunner', move_date: '2025-12-12',
      from_address: 'Birmensdorferstrasse 214 8003 Zürich', to_address: 'Rosenbergstrasse 41 8400 Winterthur', estimated_volume_m3: 38, crew_size: 4, estimated_hours: 7,
      hourly_rate: 245, total_excl_vat: 2500, vat_chf: 202.5, grand_total: 2702.5, cost_ceiling: 3100, insurance_included: true, offer_valid_until: '2025-11-30', currency: 'CHF',
      extras: [
        { item: 'Verpackungsmaterial (40 Kartons, Seidenpapier)', cost: 185 },
        { item: 'Möbellift an der Auszugsadresse', cost: 290 },
        { item: 'An- und Rückfahrt pauschal', cost: 160 },
        { item: 'Entsorgung Altmobiliar (ca. 2 m³)', cost: 150 },
      ],
    },
  },
  {
    name: 'Luxembourg wine analysis bulletin in French with the laboratory in capitals and its S.à r.l. name and accreditation below, the bulletin number and dates as dd/mm/yyyy at the top right, the client and sample in label/value rows with the volume as 4 200 L, a results table with values as 12,64, units and methods, and the sweetness term, conclusion and signatory in sentences', lang: 'fr', schema: 'bulletin_analyse_vin',
    pages: [[
      { at: [20, 400], cells: ['LABORATOIRE ŒNOLOGIQUE DE LA MOSELLE', "BULLETIN D'ANALYSE"] },
      'Laboratoire Œnologique de la Moselle S.à r.l. · 27, route du Vin · L-6794 Grevenmacher',
      'Tél. +352 75 44 71 · Laboratoire accrédité OLAS, certificat n° 1184 (ISO/IEC 17025)', '',
      { at: VIN_HEAD, cells: ['Bulletin n°', 'LOM-25-1187'] },
      { at: VIN_HEAD, cells: ['Réception', '03/11/2025'] },
      { at: VIN_HEAD, cells: ['Analyse', '04/11/2025'] },
      { at: VIN_HEAD, cells: ['Émission', '06/11/2025'] }, '',
      'CLIENT',
      { at: VIN, cells: ['Raison sociale', 'Domaine Kieffer-Schmit'] },
      { at: VIN, cells: ['Adresse', '118, route du Vin, L-5405 Bech-Kleinmacher'] }, '',
      'ÉCHANTILLON (prélevé par le client, destination : exportation vers le Canada)',
      { at: VIN, cells: ['Dénomination', 'Riesling Wellenstein Foulschette 2024'] },
      { at: VIN, cells: ['Appellation', 'Moselle Luxembourgeoise AOP'] },
      { at: VIN, cells: ['Cépage', 'Riesling'] },
      { at: VIN, cells: ['Millésime', '2024'] },
      { at: VIN, cells: ['Lot', 'L24-RI-07'] },
      { at: VIN, cells: ['Cuve', 'inox n° 7'] },
      { at: VIN, cells: ['Volume du lot', '4 200 L'] }, '',
      'RÉSULTATS',
      { at: VIN_RES, cells: ['Paramètre', 'Résultat', 'Unité', 'Méthode'] },
      { at: VIN_RES, cells: ['Titre alcoométrique volumique acquis', '12,64', '% vol', 'Densimétrie électronique'] },
      { at: VIN_RES, cells: ['Sucres (glucose + fructose)', '6,8', 'g/L', 'Enzymatique'] },
      { at: VIN_RES, cells: ['Acidité totale (en acide tartrique)', '7,9', 'g/L', 'Titrimétrie'] },
      { at: VIN_RES, cells: ['Acidité volatile (en acide acétique)', '0,38', 'g/L', 'Distillation'] },
      { at: VIN_RES, cells: ['pH', '3,12', '', 'Potentiométrie'] },
      { at: VIN_RES, cells: ['Anhydride sulfureux libre', '34', 'mg/L', 'Iodométrie'] },
      { at: VIN_RES, cells: ['Anhydride sulfureux total', '128', 'mg/L', 'Iodométrie'] }, '',
      'Mention de la teneur en sucre admissible : sec.',
      "Conclusion : les résultats sont conformes aux exigences du cahier des charges de",
      "l'AOP Moselle Luxembourgeoise et aux limites fixées par la réglementation de l'Union",
      'européenne.',
      "Les résultats ne se rapportent qu'à l'échantillon soumis à l'analyse.", '',
      'Grevenmacher, le 6 novembre 2025',
      { at: [330], cells: ['Claire Hoffmann-Weber'] },
      { at: [330], cells: ['Œnologue, responsable technique'] },
    ]],
    expected: {
      laboratoire: 'Laboratoire Œnologique de la Moselle S.à r.l.', numero_bulletin: 'LOM-25-1187', date_emission: '2025-11-06', producteur: 'Domaine Kieffer-Schmit',
      appellation: 'Moselle Luxembourgeoise AOP', cepage: 'Riesling', millesime: 2024, lot: 'L24-RI-07', volume_lot_litres: 4200, titre_alcoometrique: 12.64,
      sucres_g_l: 6.8, acidite_totale_g_l: 7.9, so2_total_mg_l: 128, mention_sucre: 'sec', conforme: true, responsable: 'Claire Hoffmann-Weber',
    },
  },
  {
    name: 'Belgian electrical installation inspection report in French (procès-verbal de visite de contrôle) from an approved body SRL, the report number, visit date as dd/mm/yyyy, reason and inspector in two label/value pairs per row, the owner, installation address, EAN code and measurements in label/value rows with the earth resistance as 38 Ω, the non-compliance and the number of infringements in a sentence, coded infringements, and the deadline and price in sentences with 175,45 € TVAC', lang: 'fr', schema: 'pvControleElectrique',
    pages: [[
      { at: [20, 420], cells: ['BELCONTROL WALLONIE SRL', 'PROCÈS-VERBAL'] },
      'Organisme agréé par le SPF Économie pour le contrôle des installations électriques',
      "Boulevard d'Avroy 118 · 4000 Liège · Tél. 04 224 47 18 · TVA BE 0744.182.020", '',
      "VISITE DE CONTRÔLE D'UNE INSTALLATION ÉLECTRIQUE DOMESTIQUE BASSE TENSION",
      '(Règlement général sur les installations électriques, Livre 1)', '',
      { at: PV_HEAD, cells: ['PV n°', 'BW-25-118472', 'Date de visite', '17/09/2025'] },
      { at: PV_HEAD, cells: ['Motif', 'Vente', 'Inspecteur', 'Thomas Lejeune'] }, '',
      { at: PV, cells: ['Propriétaire', 'Jean-Marc Delvaux'] },
      { at: PV, cells: ['Adresse du propriétaire', 'Avenue de la Closière 7, 4130 Esneux'] },
      { at: PV, cells: ["Adresse de l'installation", 'Rue Saint-Gilles 184, 4000 Liège'] },
      { at: PV, cells: ['Code EAN', '541448820047118421'] },
      { at: PV, cells: ['N° de compteur', '1SAG1100044718'] },
      { at: PV, cells: ['Alimentation', '230 V monophasé, schéma TT'] }, '',
      'MESURES',
      { at: PV, cells: ['Résistance de dispersion de la terre', '38 Ω'] },
      { at: PV, cells: ['Différentiel général', '300 mA, type A, essai satisfaisant'] },
      { at: PV, cells: ["Résistance d'isolement", '> 250 MΩ'] }, '',
      'CONCLUSION',
      "L'installation électrique N'EST PAS CONFORME aux prescriptions du Règlement.",
      '3 infractions ont été constatées :',
      { at: INF, cells: ['I-07', 'Absence de dispositif différentiel 30 mA pour le circuit de la salle de bains'] },
      { at: INF, cells: ['I-12', "Schéma unifilaire et plans de position non conformes à l'installation"] },
      { at: INF, cells: ['I-19', 'Prises de courant sans contact de terre dans la chambre 2'] }, '',
      "L'acheteur est tenu de faire remédier aux infractions dans un délai de 12 mois à",
      "dater de l'acte de vente et de faire procéder à une nouvelle visite par le même",
      'organisme.',
      'Prix de la visite : 145,00 € HTVA + TVA 21 % 30,45 € = 175,45 € TVAC.', '',
      'Fait à Liège, le 17 septembre 2025.',
      { at: [330], cells: ['Thomas Lejeune, inspecteur'] },
    ]],
    expected: {
      organisme: 'BELCONTROL WALLONIE SRL', numeroPV: 'BW-25-118472', dateVisite: '2025-09-17', typeVisite: 'vente', proprietaire: 'Jean-Marc Delvaux',
      adresseInstallation: 'Rue Saint-Gilles 184, 4000 Liège', codeEAN: '541448820047118421', resistanceTerreOhm: 38, conforme: false, nombreInfractions: 3, delaiMois: 12,
      inspecteur: 'Thomas Lejeune', montantTTC: 175.45, devise: 'EUR',
      infractions: [
        { reference: 'I-07', description: 'Absence de dispositif différentiel 30 mA pour le circuit de la salle de bains' },
        { reference: 'I-12', description: "Schéma unifilaire et plans de position non conformes à l'installation" },
        { reference: 'I-19', description: 'Prises de courant sans contact de terre dans la chambre 2' },
      ],
    },
  },
];

/** Every document of the fifteenth round. */
export const FIFTEENTH: FifteenthDoc[] = [...FIFTEENTH_A, ...FIFTEENTH_B];
