/** Fourteenth probe round: a pathology test report, a FASTag toll statement, a lottery prize payment statement, a mooring invoice, a hunting licence, a notarised power of attorney and a school report card, with the second half in kinds-fourteenth-docs-b.ts (rows as printed, values a reader takes). */
import type { FourteenthDoc } from './kinds-fourteenth.js';
import { FOURTEENTH_B } from './kinds-fourteenth-docs-b.js';

/** The columns of the pathology report's patient block: two label/value pairs side by side. */
const PAT = [20, 110, 360, 450];
/** The columns of the pathology report's results. */
const RES = [20, 230, 310, 360, 470];
/** The columns of the toll statement's head: two label/value pairs side by side. */
const TAG = [20, 120, 360, 470];
/** The columns of the toll statement's account summary. */
const TAG_SUM = [20, 460];
/** The columns of the toll statement's vehicles. */
const VEH = [20, 120, 180, 400, 480];
/** The columns of the prize statement's head: two label/value pairs side by side. */
const PZ = [20, 140, 340, 440];
/** The columns of the prize statement's claimant block. */
const CL = [20, 140];
/** The columns of the prize statement's amounts. */
const AMT = [20, 440];
/** The columns of the prize statement's group members. */
const GRP = [40, 440];
/** The columns of the mooring invoice's address window and invoice head. */
const ANS = [20, 330, 450];
/** The columns of the mooring invoice's boat block: two label/value pairs side by side. */
const BOOT = [20, 130, 330, 450];
/** The columns of the mooring invoice's lines. */
const POS = [20, 60, 320, 390, 490];
/** The columns of the mooring invoice's totals. */
const POS_SUM = [330, 490];
/** The columns of the hunting licence's label/value rows. */
const JK = [20, 210];
/** The columns of the hunting licence's cull plan. */
const ABS = [20, 210];
/** The columns of the hunting licence's fees. */
const JK_GEB = [20, 420];
/** The columns of the power of attorney's property block. */
const DES = [20, 190];
/** The columns of the power of attorney's lots. */
const LOTS = [20, 80, 440];
/** The columns of the report card's student block: two label/value pairs side by side. */
const EL = [20, 150, 350, 460];
/** The columns of the report card's results. */
const BUL = [20, 250, 310, 370, 430, 540];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers, GSTINs and IBANs are given without their spaces; other identifiers (laboratory, wallet,
 * claim, ticket, invoice, licence, policy, register and permanent code numbers) as printed; names as
 * printed, with their legal forms, without courtesy titles; an address as its printed lines joined by a
 * space. A field the document does not give is left out.
 */
const FOURTEENTH_A: FourteenthDoc[] = [
  {
    name: 'Australian pathology laboratory report with the company and ABN in the letterhead, two label/value pairs per row for the patient with dates as dd/mm/yyyy and times, the requesting doctor with his provider number in a sentence, haematology and biochemistry results in tables with H/L flags, units and reference ranges, a comment and the pathologist and bulk billing in sentences', lang: 'en', schema: 'pathologyReport',
    pages: [[
      { at: [20, 420], cells: ['COASTAL PATHOLOGY SERVICES', 'PATHOLOGY REPORT'] },
      'Coastal Pathology Services Pty Ltd · ABN 48 118 442 907 · NATA Accreditation No. 2281',
      '17 Brisbane Road, Mooloolaba QLD 4557 · Ph (07) 5444 8100', '',
      { at: PAT, cells: ['Patient', 'HENDERSON, Claire Louise', 'Lab No.', '25-KP-0448127'] },
      { at: PAT, cells: ['DOB', '09/11/1978', 'Sex', 'F'] },
      { at: PAT, cells: ['Medicare No.', '4417 28391 2', 'Collected', '14/08/2025 07:52'] },
      { at: PAT, cells: ['Address', '8 Banksia Court, Buderim QLD 4556', 'Received', '14/08/2025 11:20'] },
      { at: PAT, cells: ['Status', 'FINAL', 'Reported', '15/08/2025 09:14'] }, '',
      'Requested by Dr Ravi Menon (Provider No. 2448172B), Buderim Family Practice.',
      'Copy to Dr Anna Liu, Sunshine Coast Endocrine Clinic.',
      'Clinical notes: Fatigue. Type 2 diabetes on metformin, annual review. Fasting specimen.', '',
      'HAEMATOLOGY - FULL BLOOD COUNT',
      { at: RES, cells: ['Test', 'Result', 'Flag', 'Units', 'Reference range'] },
      { at: RES, cells: ['Haemoglobin', '128', '', 'g/L', '115 - 165'] },
      { at: RES, cells: ['White cell count', '6.8', '', 'x10^9/L', '4.0 - 11.0'] },
      { at: RES, cells: ['Platelets', '412', 'H', 'x10^9/L', '150 - 400'] }, '',
      'BIOCHEMISTRY',
      { at: RES, cells: ['Test', 'Result', 'Flag', 'Units', 'Reference range'] },
      { at: RES, cells: ['Glucose (fasting)', '7.4', 'H', 'mmol/L', '3.0 - 5.4'] },
      { at: RES, cells: ['HbA1c', '6.9', 'H', '%', '4.0 - 6.0'] },
      { at: RES, cells: ['eGFR', '84', '', 'mL/min/1.73m²', '> 59'] },
      { at: RES, cells: ['Ferritin', '11', 'L', 'µg/L', '15 - 200'] }, '',
      'Comment: Fasting glucose and HbA1c are consistent with suboptimal glycaemic control.',
      'Low ferritin indicates depleted iron stores; suggest repeat iron studies in 3 months.', '',
      'Reported by Dr Helen Kowalczyk, FRCPA, Chemical Pathologist.',
      'This service was bulk billed to Medicare. There is no charge to the patient.',
      'MBS items 65070, 66554, 66551, 66593.',
    ]],
    expected: {
      laboratory: 'Coastal Pathology Services Pty Ltd', labNumber: '25-KP-0448127', patientName: 'HENDERSON, Claire Louise', dateOfBirth: '1978-11-09', sex: 'female',
      medicareNumber: '4417 28391 2', collectionDate: '2025-08-14', reportDate: '2025-08-15', reportStatus: 'final', requestingDoctor: 'Ravi Menon', fasting: true,
      abnormalCount: 4, pathologist: 'Helen Kowalczyk', bulkBilled: true,
      abnormalResults: [
        { test: 'Platelets', result: 412, flag: 'H' },
        { test: 'Glucose (fasting)', result: 7.4, flag: 'H' },
        { test: 'HbA1c', result: 6.9, flag: 'H' },
        { test: 'Ferritin', result: 11, flag: 'L' },
      ],
    },
  },
  {
    name: 'Indian corporate FASTag account statement from a bank with its CIN in the letterhead, two label/value pairs per row for the customer with dates as dd-Mon-yyyy, an account summary with rupee amounts in Indian digit grouping (1,03,655.00), a vehicle-wise table with tag IDs, crossings and amounts and a total row, and auto-recharge in a sentence', lang: 'en', schema: 'fastag_statement',
    pages: [[
      { at: [20, 400], cells: ['BHARAT HIGHWAY BANK LIMITED', 'FASTag ACCOUNT STATEMENT'] },
      'Regd. Office: Kanakia Towers, Andheri (East), Mumbai 400 093 · CIN L65190MH2004PLC148812',
      'Corporate FASTag programme · NETC member bank · Toll-free 1800 210 4471', '',
      { at: TAG, cells: ['Customer', 'Deccan Roadways Private Limited', 'Statement date', '02-Sep-2025'] },
      { at: TAG, cells: ['Customer ID', 'CFT00044718', 'Wallet ID', 'FTW-CORP-104471'] },
      { at: TAG, cells: ['GSTIN', '29AAFCD4471K1Z8', 'Tags active', '3'] },
      { at: [20, 120], cells: ['Period', '01-Aug-2025 to 31-Aug-2025'] },
      'Billing address: Plot 18, KIADB Industrial Area, Hoskote, Bengaluru Rural 562114', '',
      'ACCOUNT SUMMARY',
      { at: TAG_SUM, cells: ['Opening balance as on 01-Aug-2025', '₹ 42,310.00'] },
      { at: TAG_SUM, cells: ['Add: Recharges (NEFT)', '₹ 1,00,000.00'] },
      { at: TAG_SUM, cells: ['Less: Toll transactions', '₹ 1,03,655.00'] },
      { at: TAG_SUM, cells: ['Less: Tag fees and charges', '₹ 0.00'] },
      { at: TAG_SUM, cells: ['Closing balance as on 31-Aug-2025', '₹ 38,655.00'] }, '',
      'VEHICLE-WISE TOLL SUMMARY',
      { at: VEH, cells: ['Vehicle No.', 'Class', 'Tag ID', 'Crossings', 'Amount (₹)'] },
      { at: VEH, cells: ['KA 01 AK 4471', 'VC7', '34161FA82032D6981044C201', '64', '38,420.00'] },
      { at: VEH, cells: ['KA 51 B 7718', 'VC10', '34161FA82032D6981044C318', '41', '52,235.00'] },
      { at: VEH, cells: ['KA 05 MN 2290', 'VC4', '34161FA82032D6981044C455', '37', '13,000.00'] },
      { at: VEH, cells: ['Total', '', '', '142', '1,03,655.00'] }, '',
      'Auto-recharge is not enabled on this wallet. Please keep a balance of at least',
      '₹ 5,000.00 per tag to avoid your tags being placed on the low balance list.',
      'Toll charges are collected on behalf of NHAI and concessionaires and attract no GST.',
      'This is a computer-generated statement and does not require a signature.',
    ]],
    expected: {
      issuer_bank: 'BHARAT HIGHWAY BANK LIMITED', account_holder: 'Deccan Roadways Private Limited', gstin: '29AAFCD4471K1Z8', wallet_id: 'FTW-CORP-104471',
      statement_date: '2025-09-02', period_start: '2025-08-01', period_end: '2025-08-31', opening_balance: 42310, recharge_total: 100000, toll_total: 103655,
      closing_balance: 38655, total_crossings: 142, auto_recharge: false, currency: 'INR',
      vehicles: [
        { vehicle_number: 'KA 01 AK 4471', crossings: 64, amount: 38420 },
        { vehicle_number: 'KA 51 B 7718', crossings: 41, amount: 52235 },
        { vehicle_number: 'KA 05 MN 2290', crossings: 37, amount: 13000 },
      ],
    },
  },
  {
    name: 'Canadian lottery prize payment statement with the operator in capitals, two label/value pairs per row with dates as Month d, yyyy, the claimant in label/value rows with a two-line address, the prize category in a sentence, amounts as $124,862.10 at the right, the group members with their shares, and the cheque, tax and publicity in sentences', lang: 'en', schema: 'PrizePayment',
    pages: [[
      { at: [20, 400], cells: ['PRAIRIE LOTTERIES COMMISSION', 'PRIZE PAYMENT STATEMENT'] },
      'Winner Services · 2101 Scarth Street, Regina, SK S4P 2H9 · 1-800-447-1265', '',
      { at: PZ, cells: ['Claim number', 'PLC-25-118472', 'Date paid', 'September 4, 2025'] },
      { at: PZ, cells: ['Game', 'LOTTO 6/49', 'Draw date', 'August 23, 2025'] },
      { at: PZ, cells: ['Ticket serial', '4471 0928 3317 2204', 'Selection', '04 11 19 27 38 46'] },
      { at: PZ, cells: ['Sold at', 'Co-op Gas Bar, Moose Jaw', 'Retailer no.', '30-1184'] }, '',
      'CLAIMANT',
      { at: CL, cells: ['Name', 'Danielle Marie Fournier'] },
      { at: CL, cells: ['Address', '318 Coteau Street West'] },
      { at: CL, cells: ['', 'Moose Jaw, SK S6H 5C9'] },
      { at: CL, cells: ['Identification', "Saskatchewan driver's licence, verified"] }, '',
      'PRIZE',
      'Prize category: 5/6 + Bonus (Second Prize). This draw had 4 winning selections in this',
      'category across Canada.',
      { at: AMT, cells: ['Prize amount (full ticket)', '$124,862.10'] },
      { at: AMT, cells: ['Number of group members', '3'] },
      { at: AMT, cells: ['Your share (1/3)', '$41,620.70'] },
      { at: AMT, cells: ['Income tax withheld', '$0.00'] },
      { at: AMT, cells: ['Amount paid to you', '$41,620.70'] }, '',
      'This prize was claimed as a group play and has been divided equally among the group',
      'members named on the group claim form:',
      { at: GRP, cells: ['Danielle Marie Fournier', '$41,620.70'] },
      { at: GRP, cells: ['Kevin Tran', '$41,620.70'] },
      { at: GRP, cells: ['Priya Natarajan', '$41,620.70'] }, '',
      'Your share was paid by cheque no. 0048127 drawn on Prairie Central Credit Union.',
      'Lottery winnings are not taxable income in Canada and no tax slip will be issued.',
      'Publicity: the claimant has agreed to the release of their name, city and photograph.', '',
      'Authorized by R. Okafor, Prize Payout Officer',
    ]],
    expected: {
      Operator: 'PRAIRIE LOTTERIES COMMISSION', ClaimNumber: 'PLC-25-118472', PaymentDate: '2025-09-04', Game: 'LOTTO 6/49', DrawDate: '2025-08-23',
      TicketSerial: '4471 0928 3317 2204', Claimant: 'Danielle Marie Fournier', ClaimantAddress: '318 Coteau Street West Moose Jaw, SK S6H 5C9',
      PrizeCategory: '5/6 + Bonus (Second Prize)', TotalPrize: 124862.1, GroupSize: 3, ShareAmount: 41620.7, TaxWithheld: 0, PaymentMethod: 'cheque',
      PublicityConsent: true, Currency: 'CAD',
      GroupMembers: [
        { Name: 'Danielle Marie Fournier', Amount: 41620.7 },
        { Name: 'Kevin Tran', Amount: 41620.7 },
        { Name: 'Priya Natarajan', Amount: 41620.7 },
      ],
    },
  },
  {
    name: 'German marina mooring invoice (Liegeplatzrechnung) with the customer in the address window on the left beside the invoice head on the right, the boat in two label/value pairs per row with lengths in m, numbered invoice lines with amounts in 1.234,56, net, 19 % MwSt. and total at the right, the payment term and early payment discount in sentences and the bank and VAT id in the footer', lang: 'de', schema: 'liegeplatzRechnung',
    pages: [[
      { at: [20, 430], cells: ['Yachthafen Lindau-Zech GmbH', 'RECHNUNG'] },
      'Bregenzer Straße 120 · 88131 Lindau (Bodensee) · Tel. 08382 94471-0', '',
      { at: ANS, cells: ['Herrn', 'Rechnungs-Nr.', 'LP-2025-0318'] },
      { at: ANS, cells: ['Matthias Kehrer', 'Rechnungsdatum', '12.03.2025'] },
      { at: ANS, cells: ['Reutlinger Straße 45', 'Kunden-Nr.', '10447'] },
      { at: ANS, cells: ['72762 Reutlingen', 'Leistungszeitraum', '01.04.2025 – 31.10.2025'] }, '',
      'Liegeplatzrechnung Saison 2025',
      { at: BOOT, cells: ['Boot', '„Seeschwalbe“', 'Bootstyp', 'Segelyacht'] },
      { at: BOOT, cells: ['Modell', 'Dehler 34', 'Kennzeichen', 'BO-S 4471'] },
      { at: BOOT, cells: ['Länge ü. a.', '10,40 m', 'Breite', '3,35 m'] },
      { at: BOOT, cells: ['Liegeplatz', 'Steg C, Box 27', 'Boxenbreite', '3,50 m'] }, '',
      { at: POS, cells: ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis €', 'Betrag €'] },
      { at: POS, cells: ['1', 'Sommerliegeplatz 01.04.–31.10.2025', '1', '2.184,00', '2.184,00'] },
      { at: POS, cells: ['2', 'Kranen Ein- und Auswassern', '2', '138,00', '276,00'] },
      { at: POS, cells: ['3', 'Mastlegen und -stellen', '1', '85,00', '85,00'] },
      { at: POS, cells: ['4', 'Strom- und Wasserpauschale Saison', '1', '137,00', '137,00'] }, '',
      { at: POS_SUM, cells: ['Nettobetrag', '2.682,00 €'] },
      { at: POS_SUM, cells: ['zzgl. 19 % MwSt.', '509,58 €'] },
      { at: POS_SUM, cells: ['Rechnungsbetrag', '3.191,58 €'] }, '',
      'Zahlbar bis 15.04.2025 ohne Abzug. Bei Zahlung bis zum 31.03.2025 gewähren wir',
      '2 % Skonto auf den Rechnungsbetrag.',
      'Die Hafenordnung in der Fassung vom 01.01.2024 ist Bestandteil des Liegeplatzvertrags.', '',
      'Sparkasse Lindau · IBAN DE44 7315 0000 0044 7188 20 · BIC BYLADEM1MLM',
      'Geschäftsführer: Florian Zech · Amtsgericht Kempten HRB 14471 · USt-IdNr. DE 281 447 190',
    ]],
    expected: {
      hafenbetreiber: 'Yachthafen Lindau-Zech GmbH', rechnungsnummer: 'LP-2025-0318', rechnungsdatum: '2025-03-12', kunde: 'Matthias Kehrer', bootsname: 'Seeschwalbe',
      bootstyp: 'Segelyacht', laengeMeter: 10.4, nettobetrag: 2682, mwstSatz: 19, mwstBetrag: 509.58, rechnungsbetrag: 3191.58, zahlungsziel: '2025-04-15',
      skontoProzent: 2, iban: 'DE44731500000044718820', ustIdNr: 'DE281447190', waehrung: 'EUR',
      positionen: [
        { bezeichnung: 'Sommerliegeplatz 01.04.–31.10.2025', betrag: 2184 },
        { bezeichnung: 'Kranen Ein- und Auswassern', betrag: 276 },
        { bezeichnung: 'Mastlegen und -stellen', betrag: 85 },
        { bezeichnung: 'Strom- und Wasserpauschale Saison', betrag: 137 },
      ],
    },
  },
  {
    name: "Liechtenstein hunting licence (Jagdkarte) with the principality and the office in the letterhead, the licence, holder and insurance in label/value rows with dates in words and as dd.mm.yyyy, the holder's name surname first, the sum insured in CHF 5'000'000.–, a cull plan table, the fees in CHF 1'150.00 at the right with the payment date in the total row, and the shooting proof in a sentence", lang: 'de', schema: 'jagdkarte',
    pages: [[
      { at: [20, 400], cells: ['FÜRSTENTUM LIECHTENSTEIN', 'JAGDKARTE'] },
      'Amt für Umwelt · Abteilung Wald und Landschaft · Dr. Grass-Strasse 12 · 9490 Vaduz', '',
      { at: JK, cells: ['Jagdkarten-Nr.', 'JK 2025/147'] },
      { at: JK, cells: ['Jagdjahr', '2025/26'] },
      { at: JK, cells: ['Gültig', '1. April 2025 bis 31. März 2026'] },
      { at: JK, cells: ['Art der Jagdkarte', 'Jahresjagdkarte (Pächter)'] }, '',
      'Inhaber',
      { at: JK, cells: ['Name, Vorname', 'Beck, Lukas Andreas'] },
      { at: JK, cells: ['Geburtsdatum', '19.07.1981'] },
      { at: JK, cells: ['Wohnadresse', 'Im Riet 14, 9495 Triesen'] },
      { at: JK, cells: ['Jagdprüfung', 'bestanden am 14.11.2009'] },
      { at: JK, cells: ['Jagdrevier', 'Triesenberg-Malbun (Revier Nr. 9)'] }, '',
      'Haftpflichtversicherung',
      { at: JK, cells: ['Versicherer', 'Liechtensteinische Landesversicherung AG'] },
      { at: JK, cells: ['Police Nr.', '77.418.220'] },
      { at: JK, cells: ['Deckungssumme', "CHF 5'000'000.–"] }, '',
      'Zugeteilter Abschuss (Abschussplan 2025/26)',
      { at: ABS, cells: ['Wildart', 'Anzahl'] },
      { at: ABS, cells: ['Rothirsch', '3'] },
      { at: ABS, cells: ['Gämse', '2'] },
      { at: ABS, cells: ['Reh', '6'] }, '',
      'Gebühren',
      { at: JK_GEB, cells: ['Jagdkartengebühr', "CHF 1'150.00"] },
      { at: JK_GEB, cells: ['Wildschadenbeitrag', 'CHF 240.00'] },
      { at: JK_GEB, cells: ['Hegebeitrag Revier', 'CHF 85.00'] },
      { at: JK_GEB, cells: ['Kanzleigebühr', 'CHF 20.00'] },
      { at: JK_GEB, cells: ['Total, bezahlt am 26.03.2025', "CHF 1'495.00"] }, '',
      'Der Schiessnachweis für das Jagdjahr 2025/26 wurde erbracht. Die Jagdkarte ist nicht',
      'übertragbar und bei der Jagd zusammen mit einem amtlichen Ausweis mitzuführen.', '',
      'Vaduz, 28. März 2025',
      { at: [330], cells: ['Amt für Umwelt'] },
      { at: [330], cells: ['Stefan Marxer, Jagdverwaltung'] },
    ]],
    expected: {
      behoerde: 'Amt für Umwelt', jagdkarten_nr: 'JK 2025/147', ausgestellt_am: '2025-03-28', gueltig_ab: '2025-04-01', gueltig_bis: '2026-03-31',
      inhaber: 'Beck, Lukas Andreas', geburtsdatum: '1981-07-19', wohnadresse: 'Im Riet 14, 9495 Triesen', kartenart: 'Jahresjagdkarte',
      jagdrevier: 'Triesenberg-Malbun (Revier Nr. 9)',
      versicherung: { versicherer: 'Liechtensteinische Landesversicherung AG', police_nr: '77.418.220', deckungssumme: 5000000 },
      schiessnachweis: true, gebuehren_total: 1495, bezahlt_am: '2025-03-26', waehrung: 'CHF',
      abschuss: [
        { wildart: 'Rothirsch', anzahl: 3 },
        { wildart: 'Gämse', anzahl: 2 },
        { wildart: 'Reh', anzahl: 6 },
      ],
    },
  },
  {
    name: "French notarised power of attorney to sell a flat (procuration authentique) with the notaries' firm in the letterhead, the date written out in capital words, the notary, principal and attorney in running paragraphs with the surnames in capitals, the property in label/value rows with a table of lots and their shares, the minimum price in words and figures as 385 000,00 EUR, and the validity, substitution and cost of the deed in sentences", lang: 'fr', schema: 'procuration',
    pages: [[
      { at: [20, 380], cells: ['GARNIER-ROUX & PERRIN', 'Dossier n° 104471/HGR'] },
      'Notaires associés · 14, boulevard de la Croix-Rousse · 69004 Lyon · Tél. 04 78 29 44 71', '',
      { at: [20, 380], cells: ['PROCURATION AUTHENTIQUE POUR VENDRE', 'Répertoire n° 2025/1847'] }, '',
      "L'AN DEUX MILLE VINGT-CINQ,",
      'LE DOUZE SEPTEMBRE,',
      "À LYON (4e arrondissement), en l'office notarial ci-dessus désigné,",
      'Maître Hélène GARNIER-ROUX, notaire associée de la société « Garnier-Roux & Perrin,',
      "notaires associés », titulaire d'un office notarial à Lyon,",
      'A REÇU le présent acte contenant PROCURATION à la requête de :', '',
      'MANDANT',
      'Monsieur Bernard Jean-Claude LEFEBVRE, retraité, demeurant à Annecy (74000), 9 avenue',
      'de Chevênes. Né à Roubaix (59100) le 3 mai 1951. Veuf de Madame Monique DUVAL.', '',
      'MANDATAIRE',
      'Madame Camille Anne LEFEBVRE, ingénieure, demeurant à Lyon (69003), 27 rue Paul Bert,',
      'fille du mandant.', '',
      'OBJET - Le mandant constitue pour son mandataire la personne désignée ci-dessus, à',
      'laquelle il donne pouvoir de, pour lui et en son nom, VENDRE le bien ci-après désigné :', '',
      'DÉSIGNATION DU BIEN',
      { at: DES, cells: ['Nature', 'Appartement en copropriété'] },
      { at: DES, cells: ['Adresse', '112, cours Vitton, 69006 Lyon'] },
      { at: DES, cells: ['Cadastre', 'Section AH, n° 87, contenance 00 ha 11 a 42 ca'] },
      { at: DES, cells: ['Superficie Carrez', '68,42 m²'] },
      { at: LOTS, cells: ['Lot', 'Désignation', 'Tantièmes'] },
      { at: LOTS, cells: ['14', 'Un appartement de type T3 au 3e étage, porte droite', '142/10000'] },
      { at: LOTS, cells: ['41', 'Une cave au sous-sol portant le numéro 9', '8/10000'] }, '',
      'PRIX - La vente ne pourra être consentie moyennant un prix inférieur à TROIS CENT',
      "QUATRE-VINGT-CINQ MILLE EUROS (385 000,00 EUR), payable comptant le jour de l'acte.", '',
      "DURÉE - La présente procuration est consentie jusqu'au 31 mars 2026. Le mandataire ne",
      'pourra pas se substituer une autre personne dans tout ou partie des présents pouvoirs.', '',
      "COÛT DE L'ACTE - Émolument 60,06 € HT, TVA 20 % 12,01 €, débours 15,00 €,",
      'soit un total de 87,07 € TTC à la charge du mandant.', '',
      "DONT ACTE. Fait et passé en l'office notarial, les jour, mois et an ci-dessus.",
      'Après lecture faite, le mandant a signé avec le notaire.',
      { at: [20, 330], cells: ['Le mandant', 'Le notaire'] },
    ]],
    expected: {
      notaire: 'Hélène GARNIER-ROUX', numero_repertoire: '2025/1847', date_acte: '2025-09-12', mandant: 'Bernard Jean-Claude LEFEBVRE',
      date_naissance_mandant: '1951-05-03', lieu_naissance_mandant: 'Roubaix', mandataire: 'Camille Anne LEFEBVRE', type_bien: 'appartement',
      adresse_bien: '112, cours Vitton, 69006 Lyon', superficie_carrez: 68.42, prix_minimum: 385000, valable_jusqu_au: '2026-03-31', substitution_autorisee: false,
      cout_total_ttc: 87.07, devise: 'EUR',
      lots: [
        { numero: 14, tantiemes: 142 },
        { numero: 41, tantiemes: 8 },
      ],
    },
  },
  {
    name: "Quebec secondary school report card in French with the school service centre in capitals, two label/value pairs per row for the student with the name surname first and the birth date in ISO, a results table with three terms, the final result and the group average in percent, the overall average as 85,8 %, absences, the teacher's comment and the promotion decision in sentences", lang: 'fr', schema: 'bulletinScolaire',
    pages: [[
      { at: [20, 420], cells: ['CENTRE DE SERVICES SCOLAIRE DES TROIS-LACS', 'BULLETIN SCOLAIRE'] },
      'École secondaire du Boisé · 2450, boulevard Laurier, Québec (Québec) G1V 2L1',
      "Année scolaire 2024-2025 · Bulletin de fin d'année (étape 3)", '',
      { at: EL, cells: ['Élève', 'Gagnon-Roy, Mathis', 'Fiche', '7180447'] },
      { at: EL, cells: ['Code permanent', 'GAGM12081004', 'Groupe', '304'] },
      { at: EL, cells: ['Date de naissance', '2010-08-12', 'Niveau', 'Secondaire 3'] },
      { at: EL, cells: ['Titulaire', 'Josée Tremblay', 'Date', '27 juin 2025'] }, '',
      'Pondération des étapes : 20 % - 20 % - 60 %',
      { at: BUL, cells: ['Matière', 'Étape 1', 'Étape 2', 'Étape 3', 'Résultat final', 'Moy. groupe'] },
      { at: BUL, cells: ["Français, langue d'enseignement", '78 %', '81 %', '84 %', '82 %', '76 %'] },
      { at: BUL, cells: ['Mathématique', '91 %', '88 %', '93 %', '92 %', '74 %'] },
      { at: BUL, cells: ['Anglais, langue seconde', '85 %', '87 %', '90 %', '88 %', '79 %'] },
      { at: BUL, cells: ['Science et technologie', '72 %', '69 %', '75 %', '73 %', '71 %'] },
      { at: BUL, cells: ['Éducation physique et à la santé', '95 %', '92 %', '94 %', '94 %', '86 %'] },
      { at: [20, 430], cells: ['Moyenne générale', '85,8 %'] }, '',
      { at: EL, cells: ['Absences', '4 jours', 'Retards', '2'] }, '',
      "Commentaire de la titulaire : Mathis fait preuve d'une belle rigueur en mathématique.",
      'Il doit poursuivre ses efforts en science, particulièrement en laboratoire.', '',
      "Décision de fin d'année : l'élève est promu en Secondaire 4.",
      'La note de passage est de 60 %.',
    ]],
    expected: {
      centreDeServices: 'CENTRE DE SERVICES SCOLAIRE DES TROIS-LACS', ecole: 'École secondaire du Boisé', anneeScolaire: '2024-2025', eleve: 'Gagnon-Roy, Mathis',
      codePermanent: 'GAGM12081004', groupe: '304', dateNaissance: '2010-08-12', niveau: 'Secondaire 3', titulaire: 'Josée Tremblay', dateBulletin: '2025-06-27',
      moyenneGenerale: 85.8, joursAbsence: 4, promu: true, noteDePassage: 60,
      resultats: [
        { matiere: "Français, langue d'enseignement", resultatFinal: 82 },
        { matiere: 'Mathématique', resultatFinal: 92 },
        { matiere: 'Anglais, langue seconde', resultatFinal: 88 },
        { matiere: 'Science et technologie', resultatFinal: 73 },
        { matiere: 'Éducation physique et à la santé', resultatFinal: 94 },
      ],
    },
  },
];

/** Every document of the fourteenth round. */
export const FOURTEENTH: FourteenthDoc[] = [...FOURTEENTH_A, ...FOURTEENTH_B];
