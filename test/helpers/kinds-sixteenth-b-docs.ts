/** Sixteenth probe round, part B: a horse livery invoice, a wedding catering booking confirmation, a septic tank pump-out invoice and a land survey invoice, with the rest of the part in kinds-sixteenth-b-docs-2.ts (rows as printed, values a reader takes). */
import type { SixteenthBDoc } from './kinds-sixteenth-b.js';
import { SIXTEENTH_B_2 } from './kinds-sixteenth-b-docs-2.js';

/** The columns of the livery invoice's head: label/value pairs on the left, the customer on the right. */
const LQ_HEAD = [20, 120, 330];
/** The columns of the livery invoice's horse block: two label/value pairs side by side. */
const CAV = [20, 130, 330, 430];
/** The columns of the livery invoice's lines. */
const LQ_RIGHE = [20, 320, 370, 450, 530];
/** The columns of the livery invoice's totals. */
const LQ_SUM = [330, 470];
/** The columns of the catering confirmation's head (label above value). */
const KT_HEAD = [20, 190, 370];
/** The columns of the catering confirmation's label/value rows. */
const KT = [20, 170];
/** The columns of the catering confirmation's event block: two label/value pairs side by side. */
const KT_MAJLIS = [20, 150, 330, 450];
/** The columns of the catering confirmation's items. */
const KT_ITEMS = [20, 330, 400, 490];
/** The columns of the catering confirmation's totals. */
const KT_SUM = [280, 490];
/** The columns of the pump-out invoice's bill-to and job-site blocks (label above the lines). */
const AU_ADR = [20, 330];
/** The columns of the pump-out invoice's details: two label/value pairs side by side. */
const AU_INFO = [20, 130, 330, 440];
/** The columns of the pump-out invoice's charges. */
const AU_LINES = [20, 330, 390, 470];
/** The columns of the pump-out invoice's totals. */
const AU_SUM = [330, 470];
/** The columns of the survey invoice's head: label/value pairs on the left, the address window on the right. */
const GA_HEAD = [20, 140, 360];
/** The columns of the survey invoice's services. */
const GA_POS = [20, 330, 410, 500];
/** The columns of the survey invoice's totals. */
const GA_SUM = [280, 500];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers, ABNs and IBANs are given without their spaces or separators; other identifiers
 * (invoice, booking, SST, horse, parcel and order numbers) as printed; names as printed, with their
 * legal forms, without courtesy titles; an address as its printed lines joined by ', ' or as printed on
 * one line. A field the document does not give is left out.
 */
export const SIXTEENTH_B: SixteenthBDoc[] = [
  {
    name: "Italian horse livery invoice (fattura pensione cavalli) with 'FATTURA' on the left and the S.r.l. riding centre, its P.IVA and REA in a letterhead on the right, the invoice head as label/value pairs on the left beside the customer under 'Gentile Sig.ra' with her tax code, the horse and livery in two label/value pairs per row, a lines table with a VAT column and amounts as 28,50, imponibile, IVA 22% and total in € 1.038,83 at the right, and the due date in words, bank, IBAN and SdI note in sentences", lang: 'it', schema: 'livery_fattura_it',
    pages: [[
      { at: [20, 330], cells: ['FATTURA', 'Centro Ippico Le Querce S.r.l.'] },
      { at: [330], cells: ['Strada per Cassinetta 41'] },
      { at: [330], cells: ['20081 Abbiategrasso (MI)'] },
      { at: [330], cells: ['P.IVA e C.F. 10447182154 · REA MI-2531847'] },
      { at: [330], cells: ['Tel. 02 9496 4471 · amministrazione@lequerce.example.it'] }, '',
      { at: LQ_HEAD, cells: ['Numero', '118/2025', 'Gentile Sig.ra'] },
      { at: LQ_HEAD, cells: ['Data', '31/10/2025', 'Elena Marchetti'] },
      { at: LQ_HEAD, cells: ['Cod. cliente', 'C-0447', 'Via Cesare Battisti 27'] },
      { at: LQ_HEAD, cells: ['Pagamento', 'bonifico 10 gg', '20013 Magenta (MI)'] },
      { at: LQ_HEAD, cells: ['', '', 'C.F. MRCLNE85H52E801T'] }, '',
      'Oggetto: pensione cavallo, mese di ottobre 2025', '',
      { at: CAV, cells: ['Cavallo', 'ARGO DEL TICINO', 'Microchip', '380098100447182'] },
      { at: CAV, cells: ['Razza', 'Sella Italiano, castrone', 'Anno di nascita', '2014'] },
      { at: CAV, cells: ['Pensione', 'box con paddock', 'Box n.', '14'] },
      { at: CAV, cells: ['Periodo', 'dal 01/10 al 31/10/2025', 'Giorni', '31'] }, '',
      { at: LQ_RIGHE, cells: ['Descrizione', 'Q.tà', 'Prezzo unit.', 'Importo', 'IVA'] },
      { at: LQ_RIGHE, cells: ['Pensione box con paddock, ottobre 2025', '1', '520,00', '520,00', '22%'] },
      { at: LQ_RIGHE, cells: ['Integrazione mangime, sacco da 20 kg', '3', '28,50', '85,50', '22%'] },
      { at: LQ_RIGHE, cells: ['Lezioni di equitazione individuali', '4', '30,00', '120,00', '22%'] },
      { at: LQ_RIGHE, cells: ['Ferratura anteriore (maniscalco)', '1', '110,00', '110,00', '22%'] },
      { at: LQ_RIGHE, cells: ['Somministrazione vermifugo', '1', '16,00', '16,00', '22%'] }, '',
      { at: LQ_SUM, cells: ['Totale imponibile', '851,50'] },
      { at: LQ_SUM, cells: ['IVA 22%', '187,33'] },
      { at: LQ_SUM, cells: ['Totale fattura', '€ 1.038,83'] }, '',
      'La pensione comprende fieno, lettiera in truciolo, pulizia quotidiana del box e uscita in',
      'paddock. Maniscalco e veterinario intervengono su richiesta del proprietario.',
      'Pagamento a mezzo bonifico bancario entro il 10 novembre 2025 su:',
      "Banca Lombarda del Naviglio, filiale di Abbiategrasso · IBAN IT80 J050 3432 4000 0000 0447 182",
      'Copia di cortesia: la fattura elettronica è stata trasmessa tramite SdI.',
    ]],
    expected: {
      centroIppico: 'Centro Ippico Le Querce S.r.l.', partitaIva: '10447182154', numeroFattura: '118/2025', dataFattura: '2025-10-31', proprietarioCavallo: 'Elena Marchetti',
      indirizzoCliente: 'Via Cesare Battisti 27, 20013 Magenta (MI)', nomeCavallo: 'ARGO DEL TICINO', tipoPensione: 'box con paddock', giorniPensione: 31, imponibile: 851.5,
      aliquotaIva: 22, importoIva: 187.33, totaleFattura: 1038.83, scadenza: '2025-11-10', iban: 'IT80J0503432400000000447182', valuta: 'EUR',
      righe: [
        { descrizione: 'Pensione box con paddock, ottobre 2025', quantita: 1, importo: 520 },
        { descrizione: 'Integrazione mangime, sacco da 20 kg', quantita: 3, importo: 85.5 },
        { descrizione: 'Lezioni di equitazione individuali', quantita: 4, importo: 120 },
        { descrizione: 'Ferratura anteriore (maniscalco)', quantita: 1, importo: 110 },
        { descrizione: 'Somministrazione vermifugo', quantita: 1, importo: 16 },
      ],
    },
  },
  {
    name: "Malaysian wedding catering booking confirmation in Malay (pengesahan tempahan katering) from a Sdn. Bhd. in capitals with its company number, SST number and halal certificate in the letterhead, the booking number, date in words and sales officer as values under their labels, the customer under 'Puan' and the venue in label/value rows, the event in two label/value pairs per row with the date as 'Sabtu, 9 Mei 2026' and '800 pax', an items table with amounts as 14,800.00, total, 6% SST, deposit and balance in RM at the right, and the balance date, halal and cancellation terms in sentences", lang: 'ms', schema: 'katering_kahwin_my',
    pages: [[
      'DAPUR SERI MAWAR KATERING SDN. BHD. (202101018447 / 1418447-T)',
      'Lot 27, Jalan Industri Batu Caves 2, Taman Perindustrian Batu Caves, 68100 Batu Caves, Selangor',
      'Tel: 03-6187 4471 · WhatsApp: 012-318 4471 · No. Pendaftaran SST: W10-2104-32001847',
      'Dapur bersijil Halal Malaysia, No. Sijil SL 1184-03/2024', '',
      'PENGESAHAN TEMPAHAN KATERING',
      'Majlis Perkahwinan (Walimatul Urus)', '',
      { at: KT_HEAD, cells: ['No. Tempahan', 'Tarikh Pengesahan', 'Pegawai Jualan'] },
      { at: KT_HEAD, cells: ['DSM-T/2026/0118', '14 Januari 2026', 'Farah Nadia binti Yusof'] }, '',
      { at: KT, cells: ['Penempah', 'Puan Rohani binti Ismail'] },
      { at: KT, cells: ['No. Telefon', '019-224 7183'] },
      { at: KT, cells: ['Alamat', 'No. 12, Jalan Melati 3/2, Taman Melawati, 53100 Kuala Lumpur'] },
      { at: KT, cells: ['Pengantin', 'Nur Aisyah binti Kamarudin & Muhammad Danial bin Rosli'] },
      { at: KT, cells: ['Lokasi Majlis', 'Dewan Serbaguna Taman Melawati, Jalan Bandar 13, 53100 Kuala Lumpur'] }, '',
      'BUTIRAN MAJLIS',
      { at: KT_MAJLIS, cells: ['Tarikh Majlis', 'Sabtu, 9 Mei 2026', 'Masa', '12.00 tgh – 4.00 ptg'] },
      { at: KT_MAJLIS, cells: ['Bilangan Tetamu', '800 pax', 'Jenis Hidangan', 'Bufet'] }, '',
      { at: KT_ITEMS, cells: ['Perkara', 'Kuantiti', 'Harga (RM)', 'Jumlah (RM)'] },
      { at: KT_ITEMS, cells: ['Pakej Nasi Minyak Diraja (bufet, 5 lauk)', '800', '18.50', '14,800.00'] },
      { at: KT_ITEMS, cells: ['Pencuci mulut: puding roti & buah-buahan', '800', '2.00', '1,600.00'] },
      { at: KT_ITEMS, cells: ['Kambing golek (seekor)', '2', '950.00', '1,900.00'] },
      { at: KT_ITEMS, cells: ['Meja beradab pengantin (10 orang)', '1', '650.00', '650.00'] },
      { at: KT_ITEMS, cells: ['Petugas bufet & penghantaran', '1', '500.00', '500.00'] }, '',
      { at: KT_SUM, cells: ['Jumlah', '19,450.00'] },
      { at: KT_SUM, cells: ['SST 6%', '1,167.00'] },
      { at: KT_SUM, cells: ['Jumlah Keseluruhan', 'RM 20,617.00'] },
      { at: KT_SUM, cells: ['Tolak: Deposit diterima (12/01/2026)', '5,000.00'] },
      { at: KT_SUM, cells: ['Baki Perlu Dibayar', 'RM 15,617.00'] }, '',
      'Baki bayaran hendaklah dijelaskan selewat-lewatnya pada 2 Mei 2026 (7 hari sebelum majlis)',
      'ke akaun Bank Perdana Islam Berhad 5621 8447 1830 atas nama syarikat.',
      'Bilangan tetamu muktamad perlu dimaklumkan 14 hari sebelum majlis. Deposit tidak akan',
      'dikembalikan sekiranya tempahan dibatalkan.',
      'Semua hidangan adalah halal dan dimasak oleh tukang masak Muslim di dapur kami.',
      'Ini adalah cetakan komputer. Tandatangan tidak diperlukan.',
    ]],
    expected: {
      nama_syarikat_katering: 'DAPUR SERI MAWAR KATERING SDN. BHD.', no_sst: 'W10-2104-32001847', no_tempahan: 'DSM-T/2026/0118', tarikh_pengesahan: '2026-01-14',
      penempah: 'Rohani binti Ismail', lokasi_majlis: 'Dewan Serbaguna Taman Melawati, Jalan Bandar 13, 53100 Kuala Lumpur', tarikh_majlis: '2026-05-09', bilangan_tetamu: 800,
      hidangan_halal: true, jumlah_sebelum_sst: 19450, sst: 1167, jumlah_keseluruhan: 20617, deposit: 5000, baki: 15617, tarikh_akhir_baki: '2026-05-02', mata_wang: 'MYR',
      senarai_item: [
        { perkara: 'Pakej Nasi Minyak Diraja (bufet, 5 lauk)', kuantiti: 800, jumlah: 14800 },
        { perkara: 'Pencuci mulut: puding roti & buah-buahan', kuantiti: 800, jumlah: 1600 },
        { perkara: 'Kambing golek (seekor)', kuantiti: 2, jumlah: 1900 },
        { perkara: 'Meja beradab pengantin (10 orang)', kuantiti: 1, jumlah: 650 },
        { perkara: 'Petugas bufet & penghantaran', kuantiti: 1, jumlah: 500 },
      ],
    },
  },
  {
    name: 'Australian septic tank pump-out tax invoice from a Pty Ltd with its ABN, postal address and environmental authority in the letterhead, the bill-to and job-site blocks side by side with the lines under their labels, the invoice and job details in two label/value pairs per row with dates as dd/mm/yyyy, the system in label/value pairs with 3,000 L, a charges table with litres as quantities and $0.22 rates, subtotal, 10% GST, total, paid and balance at the right, the technician notes and the payment terms with BSB and account in sentences', lang: 'en', schema: 'SepticPumpOutInvoiceAU',
    pages: [[
      { at: [20, 420], cells: ['Bellbird Septic & Liquid Waste Pty Ltd', 'TAX INVOICE'] },
      'ABN 79 184 471 826 · PO Box 447, Maleny QLD 4552',
      'Ph 07 5494 4718 · accounts@bellbirdseptic.example.com.au · Environmental Authority EA0018447', '',
      { at: AU_ADR, cells: ['BILL TO', 'JOB SITE'] },
      { at: AU_ADR, cells: ['Leanne Whitfield', '118 Curramore Road'] },
      { at: AU_ADR, cells: ['PO Box 2184', 'Witta QLD 4552'] },
      { at: AU_ADR, cells: ['Maleny QLD 4552', 'Lot 3 RP184471'] }, '',
      { at: AU_INFO, cells: ['Invoice No.', 'INV-20447', 'Invoice date', '03/03/2026'] },
      { at: AU_INFO, cells: ['Job No.', 'J-26-0318', 'Service date', '27/02/2026'] },
      { at: AU_INFO, cells: ['Customer ID', 'WHI018', 'Due date', '17/03/2026'] }, '',
      'SYSTEM DETAILS',
      { at: AU_INFO, cells: ['System', 'Conventional septic', 'Tank capacity', '3,000 L'] },
      { at: AU_INFO, cells: ['Tanks', '1 (concrete)', 'Volume removed', '2,850 L'] }, '',
      { at: AU_LINES, cells: ['Description', 'Qty', 'Rate', 'Amount'] },
      { at: AU_LINES, cells: ['Septic pump-out incl. call-out, first 2,000 L', '1', '$385.00', '$385.00'] },
      { at: AU_LINES, cells: ['Additional volume removed (litres)', '850', '$0.22', '$187.00'] },
      { at: AU_LINES, cells: ['Disposal fee, licensed treatment plant (litres)', '2,850', '$0.06', '$171.00'] },
      { at: AU_LINES, cells: ['Extra hose length beyond 30 m', '1', '$45.00', '$45.00'] },
      { at: AU_LINES, cells: ['Locate and dig out access lid (hours)', '0.5', '$120.00', '$60.00'] }, '',
      { at: AU_SUM, cells: ['Subtotal (ex GST)', '$848.00'] },
      { at: AU_SUM, cells: ['GST 10%', '$84.80'] },
      { at: AU_SUM, cells: ['TOTAL (inc GST)', '$932.80'] },
      { at: AU_SUM, cells: ['Amount paid', '$0.00'] },
      { at: AU_SUM, cells: ['BALANCE DUE', '$932.80'] }, '',
      'TECHNICIAN NOTES',
      'Outlet baffle intact, inlet clear. Sludge and scum layers removed; tank walls sound.',
      'No effluent ponding observed in the land application area. Recommend the next pump-out',
      'in 3 to 4 years. Technician: Kyle Brennan.', '',
      'Payment terms 14 days. Direct deposit to Bellbird Septic & Liquid Waste Pty Ltd,',
      'BSB 084-447, Account 5184 47182, quoting the invoice number as reference.',
      'Card payments by phone attract a 1.5% surcharge.',
    ]],
    expected: {
      Contractor: 'Bellbird Septic & Liquid Waste Pty Ltd', Abn: '79184471826', InvoiceNo: 'INV-20447', InvoiceDate: '2026-03-03', ServiceDate: '2026-02-27',
      BillTo: 'Leanne Whitfield', SiteAddress: '118 Curramore Road, Witta QLD 4552', SystemType: 'Conventional septic', TankCapacityLitres: 3000, LitresPumped: 2850,
      EffluentPonding: false, SubtotalExGst: 848, GstAmount: 84.8, TotalIncGst: 932.8, DueDate: '2026-03-17', Currency: 'AUD',
      Charges: [
        { Description: 'Septic pump-out incl. call-out, first 2,000 L', Amount: 385 },
        { Description: 'Additional volume removed (litres)', Amount: 187 },
        { Description: 'Disposal fee, licensed treatment plant (litres)', Amount: 171 },
        { Description: 'Extra hose length beyond 30 m', Amount: 45 },
        { Description: 'Locate and dig out access lid (hours)', Amount: 60 },
      ],
    },
  },
  {
    name: "Swiss land survey invoice (Geometerrechnung) from an AG of surveying engineers with the invoice head as label/value pairs on the left and the customer under 'Herr' in the address window on the right, the place and date in words, the parcel subdivision ('Mutation … Parzellierung') in the subject and a sentence, a services table with hours, rates and amounts as 1'170.00, total, 8.1 % MWST, total, advance payment and balance in CHF at the right, and the due date, land registry fees, bank and MWST number in sentences and the footer", lang: 'de', schema: 'geometerRechnungCH',
    pages: [[
      'Geoplan Aaretal AG',
      'Ingenieure und Geometer · Nachführungsgeometer der Gemeinden Münsingen und Wichtrach',
      'Bernstrasse 18 · 3110 Münsingen · Tel. 031 721 44 71 · info@geoplan-aaretal.example.ch', '',
      { at: GA_HEAD, cells: ['Rechnung Nr.', '26-0147', 'Herr'] },
      { at: GA_HEAD, cells: ['Kunden-Nr.', 'K-4471', 'Daniel Zaugg'] },
      { at: GA_HEAD, cells: ['Auftrag', '2025-318', 'Thunstrasse 62'] },
      { at: GA_HEAD, cells: ['Sachbearbeiterin', 'M. Liechti', '3110 Münsingen'] }, '',
      'Münsingen, 16. Februar 2026', '',
      'Mutation Nr. 2184 – Parzellierung, Grundstück Münsingen Nr. 1847', '',
      'Sehr geehrter Herr Zaugg',
      'Gemäss Mutationsplan vom 28.01.2026 wurde die neue Bauparzelle Nr. 2215 (612 m²) von Ihrem',
      'Grundstück Nr. 1847 abgetrennt. Für unsere Arbeiten im Rahmen der amtlichen Vermessung',
      'stellen wir Ihnen nach Aufwand gemäss kantonalem Tarif wie folgt Rechnung:', '',
      { at: GA_POS, cells: ['Leistung', 'Menge', 'Ansatz', 'Betrag CHF'] },
      { at: GA_POS, cells: ['Feldaufnahme und Absteckung, Messequipe 2 Pers.', '6.0 Std.', '195.00', "1'170.00"] },
      { at: GA_POS, cells: ['Berechnung, Mutationsplan und Mutationsakten', '7.0 Std.', '128.00', '896.00'] },
      { at: GA_POS, cells: ['Prüfung und Beurkundung durch die Geometerin', '1.0 Std.', '175.00', '175.00'] },
      { at: GA_POS, cells: ['Vermarkung: Grenzsteine geliefert und versetzt', '3 Stk.', '85.00', '255.00'] },
      { at: GA_POS, cells: ['Nachführung Grundbuchplan und AV-Daten', 'pauschal', '', '204.00'] }, '',
      { at: GA_SUM, cells: ['Total Honorar exkl. MWST', "2'700.00"] },
      { at: GA_SUM, cells: ['MWST 8.1 %', '218.70'] },
      { at: GA_SUM, cells: ['Total inkl. MWST', "2'918.70"] },
      { at: GA_SUM, cells: ['./. Akontozahlung vom 12.01.2026', "1'000.00"] },
      { at: GA_SUM, cells: ['Restbetrag', "CHF 1'918.70"] }, '',
      'Die Gebühren für die Eintragung der Mutation stellt Ihnen das Grundbuchamt direkt in Rechnung.',
      'Zahlbar bis 18.03.2026 mit dem beiliegenden QR-Einzahlungsschein.', '',
      'Freundliche Grüsse',
      'Geoplan Aaretal AG',
      'Martina Liechti, pat. Ingenieur-Geometerin', '',
      'Aaretal Regionalbank AG · IBAN CH58 0079 0016 4471 8203 7 · MWST-Nr. CHE-107.447.182 MWST',
    ]],
    expected: {
      geometerbuero: 'Geoplan Aaretal AG', mwst_nr: 'CHE107447182', rechnung_nr: '26-0147', rechnungsdatum: '2026-02-16', kunde: 'Daniel Zaugg',
      kundenadresse: 'Thunstrasse 62, 3110 Münsingen', grundstueck_nr: '1847', art_der_mutation: 'Parzellierung', anzahl_grenzsteine: 3, honorar_exkl_mwst: 2700,
      mwst_betrag: 218.7, total_inkl_mwst: 2918.7, akonto_bezahlt: 1000, restbetrag: 1918.7, zahlbar_bis: '2026-03-18', waehrung: 'CHF',
      leistungen: [
        { leistung: 'Feldaufnahme und Absteckung, Messequipe 2 Pers.', betrag_chf: 1170 },
        { leistung: 'Berechnung, Mutationsplan und Mutationsakten', betrag_chf: 896 },
        { leistung: 'Prüfung und Beurkundung durch die Geometerin', betrag_chf: 175 },
        { leistung: 'Vermarkung: Grenzsteine geliefert und versetzt', betrag_chf: 255 },
        { leistung: 'Nachführung Grundbuchplan und AV-Daten', betrag_chf: 204 },
      ],
    },
  },
  ...SIXTEENTH_B_2,
];
