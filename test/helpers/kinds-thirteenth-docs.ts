/** Thirteenth probe round: a university transcript, a building consent, a crop insurance schedule, a penal order, a waste collection charges notice, a notary's statement for a house purchase and a sworn translation certificate, with the second half in kinds-thirteenth-docs-b.ts (rows as printed, values a reader takes). */
import type { ThirteenthDoc } from './kinds-thirteenth.js';
import { THIRTEENTH_B } from './kinds-thirteenth-docs-b.js';

/** The columns of the transcript's student block: two label/value pairs side by side. */
const STU = [20, 130, 370, 490];
/** The columns of the transcript's modules. */
const MOD = [20, 90, 400, 470, 530];
/** The columns of the transcript's award block. */
const AWARD = [20, 150];
/** The columns of the building consent's label/value rows. */
const BC = [20, 270];
/** The columns of the building consent's fees. */
const BC_FEES = [20, 420];
/** The columns of the building consent's inspections. */
const INSP = [20, 90];
/** The columns of the insurance schedule's head: two label/value pairs side by side. */
const SCHED = [20, 150, 350, 470];
/** The columns of the insurance schedule's insured block. */
const INSURED = [20, 150];
/** The columns of the insurance schedule's crops. */
const CROPS = [20, 160, 300, 380, 490];
/** The columns of the insurance schedule's premium. */
const PREMIUM = [300, 490];
/** The columns of the penal order's label/value rows. */
const STB = [20, 190];
/** The columns of the penal order's costs. */
const STB_COST = [20, 420];
/** The columns of the waste notice's head: two label/value pairs side by side. */
const KOPF = [20, 140, 330, 450];
/** The columns of the waste notice's containers. */
const GEB = [20, 180, 320, 400, 500];
/** The columns of the waste notice's totals. */
const GEB_SUM = [180, 500];
/** The columns of the notary's file block. */
const DOSSIER = [20, 170];
/** The columns of the notary's statement. */
const DECOMPTE = [20, 470];
/** The columns of the translation certificate's label/value rows. */
const CERT = [20, 200];
/** The columns of the fee note's head: two label/value pairs side by side. */
const NOTE = [20, 150, 330, 420];
/** The columns of the fee note's lines. */
const FEE = [20, 300, 380, 480];
/** The columns of the fee note's totals. */
const FEE_SUM = [300, 480];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers and IBANs are given without their spaces; other identifiers (student, consent, policy,
 * case, account, file and register numbers, structured communications) as printed; names as printed,
 * with their legal forms; an address as its printed lines joined by a space. A field the document does
 * not give is left out.
 */
const THIRTEENTH_A: ThirteenthDoc[] = [
  {
    name: 'Irish university transcript of academic record with the university in capitals and its Irish name under it, two label/value pairs per row for the student with dates in words, a modules table with codes, credits and letter grades, the year totals in one row, the GPA in a sentence and the award in a label/value block', lang: 'en', schema: 'academic_transcript',
    pages: [[
      { at: [20, 420], cells: ['UNIVERSITY OF THE WESTERN SEABOARD', 'TRANSCRIPT OF ACADEMIC RECORD'] },
      'Ollscoil an Chósta Thiar · Academic Records Office · University Road, Galway H91 X2R7', '',
      { at: STU, cells: ['Student', 'AOIFE MARIE CONNOLLY', 'Student number', '19327741'] },
      { at: STU, cells: ['Date of birth', '14 February 2002', 'Date of issue', '4 July 2025'] },
      { at: STU, cells: ['Programme', 'BSc (Hons) Environmental Science', 'Programme code', 'GY318'] },
      { at: STU, cells: ['Academic year', '2024/25', 'Stage', '4 (final year)'] }, '',
      'STAGE 4 RESULTS',
      { at: MOD, cells: ['Code', 'Module title', 'Credits', 'Grade', 'Result'] },
      { at: MOD, cells: ['EV401', 'Environmental Impact Assessment', '5', 'A', 'Pass'] },
      { at: MOD, cells: ['EV402', 'Catchment Hydrology and Water Quality', '5', 'B+', 'Pass'] },
      { at: MOD, cells: ['EV405', 'Marine Ecosystem Management', '5', 'A-', 'Pass'] },
      { at: MOD, cells: ['EV411', 'Contaminated Land Remediation', '5', 'B', 'Pass'] },
      { at: MOD, cells: ['EV418', 'Climate Policy and Governance', '5', 'B+', 'Pass'] },
      { at: MOD, cells: ['EV420', 'Geographic Information Systems II', '5', 'A', 'Pass'] },
      { at: MOD, cells: ['EV430', 'Field Course: Burren and Aran Islands', '10', 'B+', 'Pass'] },
      { at: MOD, cells: ['EV499', 'Research Project', '20', 'A', 'Pass'] },
      { at: [20, 200, 380], cells: ['Credits attempted: 60', 'Credits passed: 60', 'Stage result: Pass'] }, '',
      "The student's grade point average for stage 4 is 3.64 on a scale of 0.00 to 4.20.", '',
      'AWARD',
      { at: AWARD, cells: ['Award', 'Bachelor of Science (Honours)'] },
      { at: AWARD, cells: ['Classification', 'Second Class Honours, Grade 1'] },
      { at: AWARD, cells: ['Date conferred', '18 June 2025'] }, '',
      'This transcript is issued without alteration or erasure and is not valid unless it',
      'bears the seal of the University. Grades run from A (4.2) to F (0.0).', '',
      { at: [330], cells: ['Ciara Nolan'] },
      { at: [330], cells: ['Assistant Registrar, Academic Records'] },
    ]],
    expected: {
      university: 'UNIVERSITY OF THE WESTERN SEABOARD', student_name: 'AOIFE MARIE CONNOLLY', student_number: '19327741', date_of_birth: '2002-02-14',
      programme: 'BSc (Hons) Environmental Science', programme_code: 'GY318', academic_year: '2024/25', stage: 4, issue_date: '2025-07-04', credits_attempted: 60,
      credits_passed: 60, gpa: 3.64, award: 'Bachelor of Science (Honours)', award_classification: 'Second Class Honours, Grade 1', conferral_date: '2025-06-18',
      issued_by: 'Ciara Nolan',
      modules: [
        { code: 'EV401', title: 'Environmental Impact Assessment', credits: 5, grade: 'A' },
        { code: 'EV402', title: 'Catchment Hydrology and Water Quality', credits: 5, grade: 'B+' },
        { code: 'EV405', title: 'Marine Ecosystem Management', credits: 5, grade: 'A-' },
        { code: 'EV411', title: 'Contaminated Land Remediation', credits: 5, grade: 'B' },
        { code: 'EV418', title: 'Climate Policy and Governance', credits: 5, grade: 'B+' },
        { code: 'EV420', title: 'Geographic Information Systems II', credits: 5, grade: 'A' },
        { code: 'EV430', title: 'Field Course: Burren and Aran Islands', credits: 10, grade: 'B+' },
        { code: 'EV499', title: 'Research Project', credits: 20, grade: 'A' },
      ],
    },
  },
  {
    name: 'New Zealand building consent (Form 5) over two pages from a district council with its Māori name under it, the consent details, building and owner in label/value rows with dates in words, the building work in a sentence over two lines, a fees table with levies and a total, a table of inspection codes, and the lapse date in a sentence', lang: 'en', schema: 'buildingConsent',
    pages: [
      [
        { at: [20, 470], cells: ['Kaiwhenua District Council', 'Form 5'] },
        'Te Kaunihera ā-Rohe o Kaiwhenua · 41 Weld Street, Rangiwai 4410 · 06 370 6300', '',
        'BUILDING CONSENT',
        'Section 51, Building Act 2004', '',
        { at: BC, cells: ['Building consent number', 'BC250417'] },
        { at: BC, cells: ['Application received', '3 March 2025'] },
        { at: BC, cells: ['Date issued', '12 May 2025'] },
        { at: BC, cells: ['Processing time', '18 working days'] }, '',
        'The building',
        { at: BC, cells: ['Street address', '27 Tōtara Road, Rangiwai 4410'] },
        { at: BC, cells: ['Legal description', 'Lot 2 DP 504117'] },
        { at: BC, cells: ['Location within site', 'Whole site'] },
        { at: BC, cells: ['Current, lawfully established use', 'Housing: detached dwelling'] },
        { at: BC, cells: ['Year first constructed', '1968'] }, '',
        'The owner',
        { at: BC, cells: ['Name of owner', 'Hemi Rāwiri Te Maro and Grace Ellen Te Maro'] },
        { at: BC, cells: ['Mailing address', 'PO Box 2214, Rangiwai 4444'] },
        { at: BC, cells: ['Contact person', 'Grace Te Maro, 027 448 1902'] }, '',
        'Building work',
        'The following building work is the subject of this building consent:',
        'Single-storey extension of 42 m² to the existing dwelling (new family room and ensuite),',
        'including a new wood burner, and associated plumbing and drainage work.', '',
        { at: BC, cells: ['Building importance level', '2'] },
        { at: BC, cells: ['Intended life', 'Indefinite, not less than 50 years'] },
        { at: BC, cells: ['Estimated value of work', '$186,500.00 (incl. GST)'] },
      ],
      [
        { at: [20, 470], cells: ['Kaiwhenua District Council', 'BC250417 - page 2'] }, '',
        'Fees',
        { at: BC_FEES, cells: ['Building consent processing and inspections', '$3,842.60'] },
        { at: BC_FEES, cells: ['Building levy', '$279.75'] },
        { at: BC_FEES, cells: ['BRANZ levy', '$186.50'] },
        { at: BC_FEES, cells: ['Total fees paid', '$4,308.85'] }, '',
        'Inspections required',
        { at: INSP, cells: ['Code', 'Inspection'] },
        { at: INSP, cells: ['FND', 'Foundations and footings (before pouring)'] },
        { at: INSP, cells: ['PRE', 'Pre-line framing and insulation'] },
        { at: INSP, cells: ['PLB', 'Plumbing and drainage (before covering)'] },
        { at: INSP, cells: ['SFB', 'Solid fuel burner installation'] },
        { at: INSP, cells: ['FIN', 'Final inspection'] },
        'Book inspections at least 48 hours ahead on 06 370 6311, quoting the consent number.', '',
        'This building consent lapses and is of no effect if the building work to which it',
        'relates does not commence by 12 May 2026 (section 52 of the Building Act 2004).',
        'This consent is issued subject to the conditions in the attached schedule. A compliance',
        'schedule is not required for this building.', '',
        { at: [330], cells: ['Signed for and on behalf of the council'] },
        { at: [330], cells: ['Tania Whitlock'] },
        { at: [330], cells: ['Building Consent Officer'] },
      ],
    ],
    expected: {
      council: 'Kaiwhenua District Council', consentNumber: 'BC250417', applicationReceived: '2025-03-03', issueDate: '2025-05-12', processingDays: 18,
      siteAddress: '27 Tōtara Road, Rangiwai 4410', legalDescription: 'Lot 2 DP 504117', owner: 'Hemi Rāwiri Te Maro and Grace Ellen Te Maro',
      buildingWork: 'Single-storey extension of 42 m² to the existing dwelling (new family room and ensuite), including a new wood burner, and associated plumbing and drainage work.',
      importanceLevel: 2, estimatedValue: 186500, buildingLevy: 279.75, totalFees: 4308.85, includesPlumbing: true, lapseDate: '2026-05-12', authorisedOfficer: 'Tania Whitlock',
      currency: 'NZD',
      requiredInspections: [
        { code: 'FND', inspection: 'Foundations and footings (before pouring)' },
        { code: 'PRE', inspection: 'Pre-line framing and insulation' },
        { code: 'PLB', inspection: 'Plumbing and drainage (before covering)' },
        { code: 'SFB', inspection: 'Solid fuel burner installation' },
        { code: 'FIN', inspection: 'Final inspection' },
      ],
    },
  },
  {
    name: 'South African crop hail insurance policy schedule with the insurer in capitals and its FSP number under it, two label/value pairs per row with dates in words, the insured and farm in label/value rows, a crops table per land with hectares and rand per hectare in 1 234 567,89, the premium rate, VAT 15 % and total at the right, and the excess and premium due date in sentences', lang: 'en', schema: 'CropInsuranceSchedule',
    pages: [[
      { at: [20, 430], cells: ['KAROO & HIGHVELD CROP INSURERS LTD', 'POLICY SCHEDULE'] },
      { at: [20, 430], cells: ['An authorised financial services provider, FSP 48817', 'Crop hail insurance'] },
      'Reg. No. 2009/018442/06 · 14 Church Street, Bethlehem 9701 · Tel 058 303 4470', '',
      { at: SCHED, cells: ['Policy number', 'KHC-HG-25-10472', 'Schedule date', '22 October 2025'] },
      { at: SCHED, cells: ['Season', '2025/2026 summer crops', 'Broker', 'Vrystaat Makelaars CC'] },
      { at: SCHED, cells: ['Period of cover', '1 November 2025 to 31 May 2026'] }, '',
      'THE INSURED',
      { at: INSURED, cells: ['Name', 'Pieter Jacobus Venter t/a Rietvlei Boerdery'] },
      { at: INSURED, cells: ['Farm', 'Rietvlei 214'] },
      { at: INSURED, cells: ['District', 'Reitz, Free State'] },
      { at: INSURED, cells: ['Postal address', 'PO Box 88, Reitz 9810'] }, '',
      'Cover: hail and fire, assessed per land as a percentage of the crop damaged.', '',
      { at: CROPS, cells: ['Land', 'Crop', 'Hectares', 'R/ha', 'Sum insured (R)'] },
      { at: CROPS, cells: ['Land 3 Rivierkamp', 'Maize (yellow)', '120,0', '14 000,00', '1 680 000,00'] },
      { at: CROPS, cells: ['Land 5 Bo-kamp', 'Soya beans', '85,0', '12 500,00', '1 062 500,00'] },
      { at: CROPS, cells: ['Land 7 Pan-land', 'Sunflower', '60,0', '8 000,00', '480 000,00'] },
      { at: CROPS, cells: ['Total', '', '265,0', '', '3 222 500,00'] }, '',
      { at: PREMIUM, cells: ['Premium rate', '2,85 %'] },
      { at: PREMIUM, cells: ['Premium (excl. VAT)', 'R 91 841,25'] },
      { at: PREMIUM, cells: ['VAT 15 %', 'R 13 776,19'] },
      { at: PREMIUM, cells: ['Total premium payable', 'R 105 617,44'] }, '',
      'Excess: 10 % of the damage on each land, with a minimum of R 2 500 per claim.',
      'The premium is payable in full by 31 March 2026, or by debit order in five monthly',
      'instalments from 1 December 2025. No premium is refundable once hail has been reported.',
      'Report damage within 72 hours of the hail event on 0800 44 72 47.', '',
      { at: [330], cells: ['For the insurer: M. van der Walt'] },
      { at: [330], cells: ['Underwriting Manager'] },
    ]],
    expected: {
      Insurer: 'KAROO & HIGHVELD CROP INSURERS LTD', FspNumber: '48817', PolicyNumber: 'KHC-HG-25-10472', ScheduleDate: '2025-10-22', Season: '2025/2026 summer crops',
      Broker: 'Vrystaat Makelaars CC', CoverStart: '2025-11-01', CoverEnd: '2026-05-31', Insured: 'Pieter Jacobus Venter t/a Rietvlei Boerdery', Farm: 'Rietvlei 214',
      CoverType: 'hail and fire', TotalHectares: 265, TotalSumInsured: 3222500, PremiumRatePct: 2.85, PremiumExclVat: 91841.25, Vat: 13776.19, TotalPremium: 105617.44,
      PremiumDueDate: '2026-03-31', ExcessPct: 10, Currency: 'ZAR',
      Crops: [
        { Land: 'Land 3 Rivierkamp', Crop: 'Maize (yellow)', Hectares: 120, SumInsured: 1680000 },
        { Land: 'Land 5 Bo-kamp', Crop: 'Soya beans', Hectares: 85, SumInsured: 1062500 },
        { Land: 'Land 7 Pan-land', Crop: 'Sunflower', Hectares: 60, SumInsured: 480000 },
      ],
    },
  },
  {
    name: "Swiss penal order (Strafbefehl) from a public prosecutor's office with the place and date in words at the top right, the accused in the address window on the right and again in label/value rows, the offence in label/value rows, the penalty with daily units, suspension, probation and fine in numbered sentences, the costs in Fr. 1'234.50 at the right and the objection period in a sentence", lang: 'de', schema: 'strafbefehl',
    pages: [[
      { at: [20, 420], cells: ['Staatsanwaltschaft Obersee-Linth', 'Rapperswil, 17. Juni 2025'] },
      'Zürcherstrasse 42 · Postfach · 8640 Rapperswil SG · Tel. 055 225 71 00', '',
      { at: STB, cells: ['Geschäfts-Nr.', 'ST.2025.4471-OL'] },
      { at: STB, cells: ['Sachbearbeitung', 'Andrea Kälin, Staatsanwältin'] }, '',
      { at: [360], cells: ['Einschreiben'] },
      { at: [360], cells: ['Herr'] },
      { at: [360], cells: ['Marco Tschudi'] },
      { at: [360], cells: ['Seestrasse 118'] },
      { at: [360], cells: ['8712 Stäfa'] }, '',
      'STRAFBEFEHL', '',
      { at: STB, cells: ['Beschuldigter', 'Marco Tschudi'] },
      { at: STB, cells: ['Geburtsdatum', '04.09.1986'] },
      { at: STB, cells: ['Heimatort', 'Glarus Süd GL'] },
      { at: STB, cells: ['Beruf', 'Bauingenieur'] },
      { at: STB, cells: ['Wohnadresse', 'Seestrasse 118, 8712 Stäfa'] }, '',
      { at: STB, cells: ['Tatbestand', 'Fahren in fahrunfähigem Zustand (qualifizierte BAK)'] },
      { at: STB, cells: ['Gesetzliche Grundlage', 'Art. 91 Abs. 2 lit. a SVG'] },
      { at: STB, cells: ['Tatzeit', '22. März 2025, ca. 23.40 Uhr'] },
      { at: STB, cells: ['Tatort', 'Rapperswil-Jona, Kantonsstrasse'] }, '',
      'Der Beschuldigte lenkte den Personenwagen SZ 48 117 von Jona in Richtung Rapperswil,',
      'obwohl er sich in fahrunfähigem Zustand befand. Die Analyse der Blutprobe ergab eine',
      'minimale Blutalkoholkonzentration von 1,12 Gewichtspromille.', '',
      'Der Beschuldigte wird bestraft mit',
      '1. einer Geldstrafe von 30 Tagessätzen zu je Fr. 110.00, deren Vollzug aufgeschoben',
      '   wird, unter Ansetzung einer Probezeit von 2 Jahren;',
      '2. einer Busse von Fr. 900.00. Bezahlt der Beschuldigte die Busse schuldhaft nicht,',
      '   tritt an deren Stelle eine Ersatzfreiheitsstrafe von 9 Tagen.', '',
      'Kosten',
      { at: STB_COST, cells: ['Strafbefehlsgebühr', 'Fr. 600.00'] },
      { at: STB_COST, cells: ['Untersuchungskosten (Blutanalyse, Gutachten IRM)', 'Fr. 412.50'] },
      { at: STB_COST, cells: ['Total Kosten', "Fr. 1'012.50"] }, '',
      { at: STB_COST, cells: ['Zu bezahlen (Busse und Kosten)', "Fr. 1'912.50"] },
      'zahlbar innert 30 Tagen ab Rechtskraft mit dem beiliegenden Einzahlungsschein.', '',
      'Rechtsmittelbelehrung',
      'Gegen diesen Strafbefehl kann innert 10 Tagen seit Zustellung bei der Staatsanwaltschaft',
      'Obersee-Linth schriftlich Einsprache erhoben werden. Ohne gültige Einsprache wird der',
      'Strafbefehl zum rechtskräftigen Urteil.', '',
      { at: [330], cells: ['Staatsanwaltschaft Obersee-Linth'] },
      { at: [330], cells: ['Andrea Kälin, Staatsanwältin'] },
    ]],
    expected: {
      behoerde: 'Staatsanwaltschaft Obersee-Linth', geschaeftsnummer: 'ST.2025.4471-OL', datum: '2025-06-17', beschuldigter: 'Marco Tschudi', geburtsdatum: '1986-09-04',
      heimatort: 'Glarus Süd GL', wohnadresse: 'Seestrasse 118, 8712 Stäfa', delikt: 'Fahren in fahrunfähigem Zustand (qualifizierte BAK)', tatdatum: '2025-03-22',
      tatort: 'Rapperswil-Jona, Kantonsstrasse', tagessaetze: 30, tagessatz_hoehe: 110, bedingt: true, probezeit_jahre: 2, busse: 900, ersatzfreiheitsstrafe_tage: 9,
      kosten: 1012.5, zu_bezahlen: 1912.5, einsprachefrist_tage: 10, waehrung: 'CHF',
    },
  },
  {
    name: 'Austrian municipal notice of waste collection charges (Abgabenbescheid) with the place and the date with the Austrian month name Jänner at the top right, the payer in the address window, two label/value pairs per row, a table of containers with emptyings and rate per emptying, 10 % USt. and the yearly total at the right, and the bin exemption, instalments and direct debit in sentences', lang: 'de', schema: 'abfallgebuehren',
    pages: [[
      { at: [20, 400], cells: ['Marktgemeinde Grünbach am Lahnfeld', 'Grünbach, am 20. Jänner 2025'] },
      'Hauptplatz 1 · 2733 Grünbach am Lahnfeld · Tel. 02637 2204 · amt@gruenbach.example.at', '',
      'Frau', 'Sabine Haiden', 'Feldgasse 7', '2733 Grünbach am Lahnfeld', '',
      { at: KOPF, cells: ['Abgabenkonto', '31.0418', 'Bescheid-Nr.', 'AWG-2025/0418'] },
      { at: KOPF, cells: ['Liegenschaft', 'Feldgasse 7', 'EZ / KG', '418 / 23407 Grünbach'] }, '',
      'ABGABENBESCHEID',
      'Abfallwirtschaftsgebühren für das Jahr 2025', '',
      'Gemäß NÖ Abfallwirtschaftsgesetz 1992 und der Abfallwirtschaftsverordnung der',
      'Marktgemeinde werden Ihnen für die oben genannte Liegenschaft folgende Gebühren',
      'vorgeschrieben:', '',
      { at: GEB, cells: ['Behälter', 'Abfuhrrhythmus', 'Abfuhren', 'je Abfuhr', 'Betrag (€)'] },
      { at: GEB, cells: ['Grundgebühr', 'je Haushalt', '', '', '49,40'] },
      { at: GEB, cells: ['Restmüll 120 l', '4-wöchentlich', '13', '14,40', '187,20'] },
      { at: GEB, cells: ['Altpapier 240 l', '8-wöchentlich', '6', '3,90', '23,40'] },
      { at: GEB_SUM, cells: ['Summe netto', '260,00'] },
      { at: GEB_SUM, cells: ['zuzüglich 10 % USt.', '26,00'] },
      { at: GEB_SUM, cells: ['Jahresgebühr 2025', '€ 286,00'] }, '',
      'Die Liegenschaft ist gemäß Ihrer Erklärung vom 12. März 2019 wegen Eigenkompostierung',
      'von der Biotonne befreit.', '',
      'Die Jahresgebühr ist in vier gleichen Teilbeträgen zu je € 71,50 am 15. Februar,',
      '15. Mai, 15. August und 15. November 2025 fällig. Die Teilbeträge werden mittels',
      'SEPA-Lastschrift von Ihrem Konto AT03 3225 0000 0041 8207 eingezogen.', '',
      'Rechtsmittelbelehrung: Sie haben das Recht, gegen diesen Bescheid innerhalb von vier',
      'Wochen nach Zustellung schriftlich Beschwerde beim Gemeindeamt einzubringen.', '',
      'Für den Bürgermeister:',
      'Gerhard Pichler, Amtsleiter',
    ]],
    expected: {
      gemeinde: 'Marktgemeinde Grünbach am Lahnfeld', bescheidNummer: 'AWG-2025/0418', abgabenkonto: '31.0418', datum: '2025-01-20', abgabepflichtige: 'Sabine Haiden',
      liegenschaft: 'Feldgasse 7', jahr: 2025, grundgebuehr: 49.4, nettoBetrag: 260, ustSatz: 10, ustBetrag: 26, jahresgebuehr: 286, teilbetrag: 71.5,
      ersteFaelligkeit: '2025-02-15', sepaLastschrift: true, biotonneBefreit: true, waehrung: 'EUR',
      behaelter: [
        { behaelter: 'Restmüll 120 l', abfuhren: 13, betrag: 187.2 },
        { behaelter: 'Altpapier 240 l', abfuhren: 6, betrag: 23.4 },
      ],
    },
  },
  {
    name: "Belgian notary's statement of the sums due by the buyers of a house in French with the firm in capitals and the place and date in words at the top right, the buyers in the address window on the right, the file, parties and property in label/value rows, a statement with the deposit deducted, registration duties at the reduced 3 % rate, fees and VAT 21 %, and the transfer date, IBAN and structured communication in a sentence", lang: 'fr', schema: 'decompte_notaire',
    pages: [[
      { at: [20, 400], cells: ['DELVAUX & MATHIEU, NOTAIRES ASSOCIÉS SRL', 'Namur, le 3 mars 2025'] },
      'Avenue de la Gare 14 · 5000 Namur · Tél. 081 22 47 18 · BCE 0716.448.235', '',
      { at: [360], cells: ['Monsieur Thomas Lejeune'] },
      { at: [360], cells: ['Madame Sarah Dumont'] },
      { at: [360], cells: ['Rue des Tilleuls 8 boîte 2'] },
      { at: [360], cells: ['5100 Jambes'] }, '',
      { at: DOSSIER, cells: ['Notre dossier', '2025/0187/CD'] },
      { at: DOSSIER, cells: ['Gestionnaire', 'Julie Marchal'] },
      { at: DOSSIER, cells: ['Vendeur', 'Jean-Luc Fontaine'] },
      { at: DOSSIER, cells: ['Acquéreurs', 'Thomas Lejeune et Sarah Dumont'] },
      { at: DOSSIER, cells: ['Bien', "Maison d'habitation avec jardin"] },
      { at: DOSSIER, cells: ['Situation', 'Rue du Rivage 31, 5100 Wépion'] },
      { at: DOSSIER, cells: ['Cadastre', 'Namur, 11e division, section B, n° 214 K 3'] }, '',
      'Madame, Monsieur,',
      "En vue de la signature de l'acte authentique de vente, fixée au vendredi 14 mars 2025 à",
      '10 heures en notre étude, nous vous prions de trouver ci-dessous le décompte des sommes',
      'à verser.', '',
      'DÉCOMPTE ACQUÉREURS',
      { at: DECOMPTE, cells: ['Prix de vente', '285.000,00'] },
      { at: DECOMPTE, cells: ['Acompte versé lors du compromis du 10 janvier 2025', '- 28.500,00'] },
      { at: DECOMPTE, cells: ['Solde du prix', '256.500,00'] }, '',
      "Frais de l'acte",
      { at: DECOMPTE, cells: ["Droits d'enregistrement 3 % (habitation propre et unique)", '8.550,00'] },
      { at: DECOMPTE, cells: ["Droit d'écriture", '100,00'] },
      { at: DECOMPTE, cells: ['Frais de transcription hypothécaire', '280,00'] },
      { at: DECOMPTE, cells: ['Honoraires (barème légal)', '2.653,45'] },
      { at: DECOMPTE, cells: ['Frais administratifs et recherches', '1.150,00'] },
      { at: DECOMPTE, cells: ['TVA 21 % sur honoraires et frais administratifs', '798,72'] },
      { at: DECOMPTE, cells: ["Total des frais d'acte", '13.532,17'] }, '',
      { at: DECOMPTE, cells: ['TOTAL À VERSER', '270.032,17 €'] }, '',
      'Nous vous remercions de virer ce montant au plus tard le 11 mars 2025 sur le compte',
      "de tiers de l'étude BE37 0689 4471 2228 avec la communication structurée",
      '+++145/0187/25002+++. Les paiements en espèces ne sont pas acceptés.', '',
      'Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.', '',
      { at: [330], cells: ['Charlotte Delvaux, notaire'] },
    ]],
    expected: {
      etude: 'DELVAUX & MATHIEU, NOTAIRES ASSOCIÉS SRL', numero_dossier: '2025/0187/CD', date_courrier: '2025-03-03', date_acte: '2025-03-14', vendeur: 'Jean-Luc Fontaine',
      acquereurs: 'Thomas Lejeune et Sarah Dumont', adresse_bien: 'Rue du Rivage 31, 5100 Wépion', prix: 285000, acompte_verse: 28500, taux_droits: 3,
      droits_enregistrement: 8550, habitation_propre_unique: true, honoraires: 2653.45, tva: 798.72, total_frais: 13532.17, total_a_verser: 270032.17,
      virement_au_plus_tard: '2025-03-11', iban_etude: 'BE37068944712228', communication: '+++145/0187/25002+++', devise: 'EUR',
    },
  },
  {
    name: 'Luxembourg sworn translation certificate in French with its fee note on a second page, the translator and the date in words on one row, the court she is sworn before in the letterhead, the register number, document and languages in label/value rows, the client and the apostille in sentences, and a fee note with the client on the right, pages at a unit price, TVA 17 % and the IBAN in a sentence', lang: 'fr', schema: 'traductionJuree',
    pages: [
      [
        { at: [20, 400], cells: ['Ana Catarina Reis Schmit', 'Luxembourg, le 8 avril 2025'] },
        'Traductrice-interprète assermentée près la Cour supérieure de justice',
        '12, rue de Strasbourg · L-2560 Luxembourg · Tél. +352 26 48 17 30 · TVA LU31844720', '',
        'CERTIFICAT DE TRADUCTION JURÉE', '',
        { at: CERT, cells: ['N° de répertoire', 'ACR-2025-0214'] },
        { at: CERT, cells: ['Document original', 'Certidão de nascimento (assento n.º 1184 de 1994)'] },
        { at: CERT, cells: ['Délivré par', 'Conservatória do Registo Civil de Viseu'] },
        { at: CERT, cells: ['Langue source', 'portugais'] },
        { at: CERT, cells: ['Langue cible', 'français'] },
        { at: CERT, cells: ['Titulaire', 'Tiago Miguel Fontes Barbosa'] },
        { at: CERT, cells: ['Pages de la traduction', '4'] }, '',
        'Je soussignée, Ana Catarina Reis Schmit, traductrice-interprète assermentée près la Cour',
        'supérieure de justice du Grand-Duché de Luxembourg, certifie que la traduction ci-jointe',
        "est complète et conforme au document original en langue portugaise qui m'a été présenté.", '',
        'La présente traduction a été établie à la demande de Madame Inês Fontes Barbosa en vue',
        "d'une demande de nationalité luxembourgeoise. Une apostille n'a pas été demandée.", '',
        { at: [330], cells: ['Ana Catarina Reis Schmit'] },
        { at: [330], cells: ['(signature et sceau)'] },
      ],
      [
        { at: [20, 400], cells: ['Ana Catarina Reis Schmit', "NOTE D'HONORAIRES"] },
        'Traductrice-interprète assermentée · 12, rue de Strasbourg · L-2560 Luxembourg', '',
        { at: [360], cells: ['Madame Inês Fontes Barbosa'] },
        { at: [360], cells: ['5, rue des Prés'] },
        { at: [360], cells: ['L-3364 Leudelange'] }, '',
        { at: NOTE, cells: ['Note n°', '2025-071', 'Date', '08/04/2025'] },
        { at: NOTE, cells: ['Réf. répertoire', 'ACR-2025-0214'] }, '',
        { at: FEE, cells: ['Désignation', 'Quantité', 'Prix unit.', 'Montant'] },
        { at: FEE, cells: ['Traduction jurée PT > FR (par page)', '4', '55,00', '220,00'] },
        { at: FEE, cells: ['Certification et sceau', '1', '25,00', '25,00'] },
        { at: FEE_SUM, cells: ['Total HT', '245,00 €'] },
        { at: FEE_SUM, cells: ['TVA 17 %', '41,65 €'] },
        { at: FEE_SUM, cells: ['Total TTC', '286,65 €'] }, '',
        'Payable à réception par virement sur le compte LU28 0019 4006 4475 0000 (BCEELULL).',
        "Merci d'indiquer le numéro de la note en communication.",
      ],
    ],
    expected: {
      traducteur: 'Ana Catarina Reis Schmit', assermenteAupres: 'Cour supérieure de justice', numeroRepertoire: 'ACR-2025-0214',
      documentSource: 'Certidão de nascimento (assento n.º 1184 de 1994)', langueSource: 'portugais', langueCible: 'français', nombrePages: 4,
      titulaire: 'Tiago Miguel Fontes Barbosa', dateCertification: '2025-04-08', apostille: false, client: 'Inês Fontes Barbosa', numeroNote: '2025-071',
      honorairesHT: 245, tauxTva: 17, montantTva: 41.65, totalTTC: 286.65, ibanTraducteur: 'LU280019400644750000', devise: 'EUR',
    },
  },
];

/** Every document of the thirteenth round. */
export const THIRTEENTH: ThirteenthDoc[] = [...THIRTEENTH_A, ...THIRTEENTH_B];
