/** Sixteenth probe round, part A: an auction buyer's invoice, a piano tuning invoice, a beekeeper's honey invoice and a pest control job sheet, with the rest of the part in kinds-sixteenth-a-docs-2.ts (rows as printed, values a reader takes). */
import type { SixteenthADoc } from './kinds-sixteenth-a.js';
import { SIXTEENTH_A_2 } from './kinds-sixteenth-a-docs-2.js';

/** The columns of the auction invoice's address window and invoice head. */
const AU_HEAD = [20, 330, 450];
/** The columns of the auction invoice's lots. */
const LOTS = [20, 70, 470];
/** The columns of the auction invoice's totals. */
const AU_SUM = [300, 470];
/** The columns of the piano tuner's letterhead on the right. */
const KB_LOGO = [380];
/** The columns of the piano tuning invoice's head boxes (label above value). */
const KB_BOX = [20, 160, 300, 440];
/** The columns of the piano tuning invoice's instrument: two label/value pairs side by side. */
const INSTR = [20, 130, 330, 440];
/** The columns of the piano tuning invoice's lines. */
const KB_POS = [20, 60, 350, 420, 500];
/** The columns of the piano tuning invoice's totals. */
const KB_SUM = [350, 500];
/** The columns of the honey invoice's head: a label/value pair on the left, the customer on the right. */
const MIEL_HEAD = [20, 120, 340];
/** The columns of the honey invoice's products. */
const MIEL = [20, 250, 330, 400, 450, 510];
/** The columns of the honey invoice's totals. */
const MIEL_SUM = [330, 510];
/** The columns of the job sheet's head: two label/value pairs side by side. */
const WB = [20, 130, 330, 440];
/** The columns of the job sheet's long label/value rows. */
const WB_WIDE = [20, 130];
/** The columns of the job sheet's charges. */
const WB_REG = [20, 360, 420, 500];
/** The columns of the job sheet's totals. */
const WB_SUM = [360, 500];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers and IBANs are given without their spaces; other identifiers (invoice, SIRET, lot and job
 * sheet numbers) as printed; names as printed, with their legal forms, without courtesy titles; an
 * address as its printed lines joined by ', ', or as printed on one line. A field the document does not
 * give is left out.
 */
const SIXTEENTH_A_1: SixteenthADoc[] = [
  {
    name: "Irish auction house buyer's invoice with the trading name in capitals and the Ltd company, its registration and VAT numbers in the letterhead, the buyer with a courtesy title in the address window beside the invoice head with the date as dd/mm/yyyy and the paddle number, the sale and bidding in a line, a lots table with hammer prices as 1,400.00, hammer total, 20% premium, VAT on the premium, total, card payment and balance in €5,641.18 at the right, and the margin scheme, due date, collection and bank in sentences", lang: 'en', schema: 'auction_buyers_invoice',
    pages: [[
      { at: [20, 400], cells: ['ORMOND QUAY AUCTION ROOMS', "BUYER'S INVOICE"] },
      'Ormond Quay Auction Rooms Ltd · 14 Ormond Quay Upper, Dublin 7, D07 F6K4 · Tel +353 1 873 4471',
      'Registered in Ireland No. 584471 · VAT No. IE 6384471O · accounts@ormondquay.example.ie', '',
      { at: AU_HEAD, cells: ['Mr Cathal Ó Briain', 'Invoice No.', 'OQ-2507-0418'] },
      { at: AU_HEAD, cells: ['6 Seafield Crescent', 'Invoice date', '25/09/2025'] },
      { at: AU_HEAD, cells: ['Booterstown', 'Buyer No.', 'B-10447'] },
      { at: AU_HEAD, cells: ['Co. Dublin A94 R2F7', 'Paddle No.', '218'] }, '',
      'Sale 2507: Irish Art, Silver & Country House Furniture, Wednesday 24 September 2025',
      { at: [20, 130], cells: ['Bidding', 'Online (live bidding platform)'] }, '',
      { at: LOTS, cells: ['Lot', 'Description', 'Hammer €'] },
      { at: LOTS, cells: ['47', 'Pair of George III mahogany side chairs, c. 1780', '1,400.00'] },
      { at: LOTS, cells: ['112', 'Irish School, 20th c., Bog near Roundstone, oil on board', '2,600.00'] },
      { at: LOTS, cells: ['203', "Cut glass ship's decanter and stopper, c. 1820", '380.00'] },
      { at: LOTS, cells: ['231', 'Irish silver sauce boat, Dublin 1772', '950.00'] }, '',
      { at: AU_SUM, cells: ['Total hammer price', '€5,330.00'] },
      { at: AU_SUM, cells: ["Buyer's premium 20%", '€1,066.00'] },
      { at: AU_SUM, cells: ['VAT @ 23% on premium', '€245.18'] },
      { at: AU_SUM, cells: ['Invoice total', '€6,641.18'] },
      { at: AU_SUM, cells: ['Paid by card 24/09/2025', '€1,000.00'] },
      { at: AU_SUM, cells: ['Balance due', '€5,641.18'] }, '',
      'All lots in this sale are sold under the margin scheme: no VAT is charged on the hammer',
      "price, and VAT is charged on the buyer's premium only.",
      'Please pay the balance by Wednesday 1 October 2025. Lots must be collected from our',
      'saleroom by Friday 3 October 2025; storage is charged at €10.00 per lot per day thereafter.',
      'Allied Irish Banks · IBAN IE85 AIBK 9311 8447 1826 35 · BIC AIBKIE2D',
      'Please quote the invoice number with your payment.',
    ]],
    expected: {
      auction_house: 'Ormond Quay Auction Rooms Ltd', vat_number: 'IE6384471O', invoice_no: 'OQ-2507-0418', invoice_date: '2025-09-25', buyer_name: 'Cathal Ó Briain',
      buyer_address: '6 Seafield Crescent, Booterstown, Co. Dublin A94 R2F7', paddle_number: 218, bidding_method: 'online', hammer_total: 5330, buyers_premium: 1066,
      vat_on_premium: 245.18, invoice_total: 6641.18, amount_paid: 1000, balance_due: 5641.18, payment_due_date: '2025-10-01', margin_scheme: true, currency: 'EUR',
      lots: [
        { lot_no: 47, description: 'Pair of George III mahogany side chairs, c. 1780', hammer_price: 1400 },
        { lot_no: 112, description: 'Irish School, 20th c., Bog near Roundstone, oil on board', hammer_price: 2600 },
        { lot_no: 203, description: "Cut glass ship's decanter and stopper, c. 1820", hammer_price: 380 },
        { lot_no: 231, description: 'Irish silver sauce boat, Dublin 1772', hammer_price: 950 },
      ],
    },
  },
  {
    name: "German piano tuning invoice with the sole trader's letterhead on the right and the sender line over the address window, the customer under 'Frau' with her doctor's title, the invoice head as labels above values with the invoice date in words as '3. März 2025', the instrument in two label/value pairs per row with the pitch as 'a¹ = 443 Hz', numbered lines with a quantity of 1,5 and amounts as 145,00, net, 19 % USt. and total in 368,90 € at the right, the due date and next tuning in sentences, and the bank and tax numbers in the footer", lang: 'de', schema: 'klavierstimmungRechnung',
    pages: [[
      { at: KB_LOGO, cells: ['Klavierbau Brenneke'] },
      { at: KB_LOGO, cells: ['Inh. Hartwig Brenneke, Klavierbauermeister'] },
      { at: KB_LOGO, cells: ['Wedekindstraße 31, 30161 Hannover'] },
      { at: KB_LOGO, cells: ['Tel. 0511 33 44 718'] },
      { at: KB_LOGO, cells: ['stimmung@klavierbau-brenneke.example.de'] }, '',
      'Klavierbau Brenneke · Wedekindstraße 31 · 30161 Hannover',
      'Frau',
      'Dr. Henrike Sommerfeld',
      'Am Lindenhofe 7',
      '30519 Hannover', '',
      'RECHNUNG',
      { at: KB_BOX, cells: ['Rechnungsnummer', 'Kundennummer', 'Leistungsdatum', 'Rechnungsdatum'] },
      { at: KB_BOX, cells: ['2025-0347', 'K-1184', '27.02.2025', '3. März 2025'] }, '',
      'Sehr geehrte Frau Dr. Sommerfeld,',
      'für die Stimmung und Wartung Ihres Instruments berechne ich Ihnen:', '',
      { at: INSTR, cells: ['Instrument', 'Flügel', 'Hersteller', 'C. Wendtland & Söhne'] },
      { at: INSTR, cells: ['Modell', '172', 'Seriennummer', '48117'] },
      { at: INSTR, cells: ['Baujahr', '1978', 'Stimmtonhöhe', 'a¹ = 443 Hz'] },
      { at: INSTR, cells: ['Raumtemperatur', '21 °C', 'Luftfeuchte', '46 % rel.'] }, '',
      { at: KB_POS, cells: ['Pos.', 'Leistung', 'Menge', 'Einzelpreis', 'Gesamt'] },
      { at: KB_POS, cells: ['1', 'Stimmung Flügel auf a¹ = 443 Hz', '1', '145,00', '145,00'] },
      { at: KB_POS, cells: ['2', 'Tonhöhenkorrektur (ca. 12 Cent zu tief)', '1', '45,00', '45,00'] },
      { at: KB_POS, cells: ['3', 'Regulierung Repetition Diskant, Std.', '1,5', '68,00', '102,00'] },
      { at: KB_POS, cells: ['4', 'Anfahrt Stadtgebiet Hannover, pauschal', '1', '18,00', '18,00'] }, '',
      { at: KB_SUM, cells: ['Nettobetrag', '310,00 €'] },
      { at: KB_SUM, cells: ['zzgl. 19 % USt.', '58,90 €'] },
      { at: KB_SUM, cells: ['Rechnungsbetrag', '368,90 €'] }, '',
      'Bitte überweisen Sie den Rechnungsbetrag bis zum 17. März 2025 ohne Abzug.',
      'Die Hammerköpfe im Diskant sind deutlich eingespielt; mittelfristig empfehle ich ein',
      'Abziehen der Hammerfilze. Für eine stabile Stimmung empfehle ich die nächste Stimmung',
      'in 6 Monaten.', '',
      'Mit freundlichen Grüßen',
      'Hartwig Brenneke', '',
      'Sparkasse Hannover · IBAN DE18 2505 0180 0044 7183 29 · BIC SPKHDE2HXXX',
      'Steuernummer 25/118/04471 · USt-IdNr. DE 284 471 933',
    ]],
    expected: {
      klavierbauer: 'Klavierbau Brenneke', ustIdNr: 'DE284471933', rechnungsnummer: '2025-0347', rechnungsdatum: '2025-03-03', kunde: 'Henrike Sommerfeld',
      kundenAdresse: 'Am Lindenhofe 7, 30519 Hannover', instrumentTyp: 'Flügel', hersteller: 'C. Wendtland & Söhne', baujahr: 1978, stimmtonhoeheHz: 443,
      nettobetrag: 310, mehrwertsteuer: 58.9, bruttobetrag: 368.9, zahlbarBis: '2025-03-17', naechsteStimmungMonate: 6, iban: 'DE18250501800044718329', waehrung: 'EUR',
      positionen: [
        { bezeichnung: 'Stimmung Flügel auf a¹ = 443 Hz', menge: 1, betrag: 145 },
        { bezeichnung: 'Tonhöhenkorrektur (ca. 12 Cent zu tief)', menge: 1, betrag: 45 },
        { bezeichnung: 'Regulierung Repetition Diskant, Std.', menge: 1.5, betrag: 102 },
        { bezeichnung: 'Anfahrt Stadtgebiet Hannover, pauschal', menge: 1, betrag: 18 },
      ],
    },
  },
  {
    name: "French beekeeper's invoice for a honey sale to a delicatessen, with the trading name in capitals and the EARL below, the invoice number, dates as dd/mm/yyyy and in words and the order in label/value pairs on the left beside the customer under 'Facturé à' on the right, a products table with lots, best-before months, jars, unit prices and amounts as 1 012,80, a jar count, HT, 5,5 % TVA, TTC, down payment and net to pay at the right, and the organic certification, delivery, due date, penalties, IBAN, SIRET and VAT number in sentences and the footer", lang: 'fr', schema: 'facture_miel_apiculteur',
    pages: [[
      { at: [20, 420], cells: ['LES RUCHERS DU CALAVON', 'FACTURE'] },
      'EARL Les Ruchers du Calavon · Apiculteurs récoltants depuis 1987',
      'Chemin des Bories · 84400 Apt · Tél. 04 90 74 47 18 · contact@ruchers-calavon.example.fr', '',
      { at: MIEL_HEAD, cells: ['', '', 'Facturé à :'] },
      { at: MIEL_HEAD, cells: ['Facture n°', 'RC-2025-0087', 'Au Comptoir des Saveurs SARL'] },
      { at: MIEL_HEAD, cells: ['Date', '12/08/2025', '27, rue Mercière'] },
      { at: MIEL_HEAD, cells: ['Livraison', '8 août 2025', '69002 Lyon'] },
      { at: MIEL_HEAD, cells: ['Votre commande', 'BC 25-114 du 28/07/2025', ''] },
      { at: MIEL_HEAD, cells: ['Client n°', 'CL-044', ''] }, '',
      'Miels de Provence – récolte 2025',
      { at: MIEL, cells: ['Désignation', 'Lot', 'DDM', 'Qté', 'PU HT', 'Montant HT'] },
      { at: MIEL, cells: ['Miel de lavande, pot 500 g', 'L25-LAV-02', '07/2027', '48', '7,80', '374,40'] },
      { at: MIEL, cells: ['Miel de romarin, pot 250 g', 'L25-ROM-01', '05/2027', '36', '4,60', '165,60'] },
      { at: MIEL, cells: ['Miel de garrigue, pot 1 kg', 'L25-GAR-03', '08/2027', '24', '12,50', '300,00'] },
      { at: MIEL, cells: ['Miel de châtaignier, pot 500 g', 'L24-CHA-05', '10/2026', '24', '7,20', '172,80'] },
      { at: MIEL, cells: ['Nombre de pots', '', '', '132', '', ''] }, '',
      { at: MIEL_SUM, cells: ['Total HT', '1 012,80 €'] },
      { at: MIEL_SUM, cells: ['TVA 5,5 %', '55,70 €'] },
      { at: MIEL_SUM, cells: ['Total TTC', '1 068,50 €'] },
      { at: MIEL_SUM, cells: ['Acompte versé le 28/07/2025', '– 300,00 €'] },
      { at: MIEL_SUM, cells: ['Net à payer', '768,50 €'] }, '',
      "Miels issus de l'agriculture biologique, certifiés par Provence Certif (FR-BIO-44).",
      'Livraison franco de port par nos soins, commande supérieure à 800 € HT.',
      "Paiement par virement à 30 jours date de facture, soit au plus tard le 11 septembre 2025.",
      "Pas d'escompte pour paiement anticipé. En cas de retard : pénalités au taux de trois fois",
      "le taux d'intérêt légal et indemnité forfaitaire de 40 € pour frais de recouvrement.", '',
      'Crédit Agricole Alpes Provence · IBAN FR76 1350 6100 0004 4718 2930 149 · BIC AGRIFRPP835',
      'SIRET 821 144 730 00016 · TVA intracommunautaire FR 86 821144730 · NAPI A8411847',
    ]],
    expected: {
      apiculteur: 'EARL Les Ruchers du Calavon', numero_tva: 'FR86821144730', siret: '821 144 730 00016', numero_facture: 'RC-2025-0087', date_facture: '2025-08-12',
      date_livraison: '2025-08-08', client: 'Au Comptoir des Saveurs SARL', adresse_client: '27, rue Mercière, 69002 Lyon', total_ht: 1012.8, montant_tva: 55.7,
      total_ttc: 1068.5, acompte: 300, net_a_payer: 768.5, date_echeance: '2025-09-11', bio: true, nombre_pots: 132, devise: 'EUR',
      produits: [
        { designation: 'Miel de lavande, pot 500 g', lot: 'L25-LAV-02', quantite: 48, montant_ht: 374.4 },
        { designation: 'Miel de romarin, pot 250 g', lot: 'L25-ROM-01', quantite: 36, montant_ht: 165.6 },
        { designation: 'Miel de garrigue, pot 1 kg', lot: 'L25-GAR-03', quantite: 24, montant_ht: 300 },
        { designation: 'Miel de châtaignier, pot 500 g', lot: 'L24-CHA-05', quantite: 24, montant_ht: 172.8 },
      ],
    },
  },
  {
    name: "Dutch pest control job sheet and report (werkbon en rapport) from a B.V. with the job number, visit date as a weekday in words, technician and times in two label/value pairs per row, the customer V.O.F. and location in wide label/value rows, the findings with the activity as 'Matig' and the bait boxes in a sentence, the follow-up as 'ja' beside its date as dd-mm-yyyy, the bait used with its Ctgb number, the charges with a quantity of 1,5 and amounts as € 95,00, net, 21% btw and total at the right, and the payment, KvK, btw number and IBAN in the footer", lang: 'nl', schema: 'OngediertebestrijdingRapport',
    pages: [[
      { at: [20, 400], cells: ['Plaagdierbeheer Rijnland B.V.', 'WERKBON & RAPPORT'] },
      'Hoge Rijndijk 212 · 2382 AV Zoeterwoude · 071 589 44 71 · planning@plaagdier-rijnland.example.nl',
      'KPMB-gecertificeerd · lid van het Platform Plaagdierbeheersing', '',
      { at: WB, cells: ['Werkbonnummer', 'WB-25-11847', 'Datum bezoek', 'dinsdag 14 oktober 2025'] },
      { at: WB, cells: ['Technicus', 'Rachid el Amrani', 'Tijd', '08:10 – 09:40 uur'] }, '',
      'OPDRACHTGEVER',
      { at: WB_WIDE, cells: ['Naam', 'Bakkerij Hoogendoorn V.O.F.'] },
      { at: WB_WIDE, cells: ['Locatie', 'Haarlemmerstraat 71, 2312 DL Leiden'] },
      { at: WB_WIDE, cells: ['Contactpersoon', 'mevrouw E. Hoogendoorn'] }, '',
      'BEVINDINGEN',
      { at: WB_WIDE, cells: ['Plaagdier', 'Huismuis (Mus musculus)'] },
      { at: WB_WIDE, cells: ['Activiteit', 'Matig – verse keutels in de meelopslag en achter oven 2'] },
      { at: WB_WIDE, cells: ['Toegang', 'Open leidingdoorvoeren in de kelder, kier onder de achterdeur'] }, '',
      'UITGEVOERDE MAATREGELEN',
      'Er zijn 6 afsluitbare lokdozen geplaatst langs de wanden van de meelopslag en de kelder.',
      'Leidingdoorvoeren en de kier onder de achterdeur zijn muisdicht gemaakt.',
      { at: WB_WIDE, cells: ['Middel', 'Murifix Pasta (difenacoum 0,0025 %), Ctgb-toelatingsnr. 14471 N, 240 g'] }, '',
      { at: WB, cells: ['Vervolgbezoek', 'ja', 'Gepland op', '28-10-2025'] }, '',
      { at: WB_REG, cells: ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'] },
      { at: WB_REG, cells: ['Inspectie en bestrijding muizen, 1e bezoek', '1', '€ 95,00', '€ 95,00'] },
      { at: WB_REG, cells: ['Lokdoos afsluitbaar incl. lokmiddel', '6', '€ 12,50', '€ 75,00'] },
      { at: WB_REG, cells: ['Muisdicht maken doorvoeren (uur)', '1,5', '€ 62,00', '€ 93,00'] },
      { at: WB_REG, cells: ['Voorrijkosten', '1', '€ 35,00', '€ 35,00'] }, '',
      { at: WB_SUM, cells: ['Subtotaal', '€ 298,00'] },
      { at: WB_SUM, cells: ['Btw 21%', '€ 62,58'] },
      { at: WB_SUM, cells: ['Totaal', '€ 360,58'] }, '',
      'Het controlebezoek is in de prijs inbegrepen. Houd de lokdozen vrij en verplaats ze niet.',
      'Betaling binnen 14 dagen op NL58 INGB 0006 1844 72 t.n.v. Plaagdierbeheer Rijnland B.V.',
      'o.v.v. het werkbonnummer.', '',
      { at: [20, 330], cells: ['Voor akkoord opdrachtgever', 'Technicus'] },
      { at: [20, 330], cells: ['E. Hoogendoorn', 'R. el Amrani'] }, '',
      'KvK 61184472 · btw NL861184476B01',
    ]],
    expected: {
      Bestrijdingsbedrijf: 'Plaagdierbeheer Rijnland B.V.', BtwNummer: 'NL861184476B01', Werkbonnummer: 'WB-25-11847', Bezoekdatum: '2025-10-14',
      Opdrachtgever: 'Bakkerij Hoogendoorn V.O.F.', Locatie: 'Haarlemmerstraat 71, 2312 DL Leiden', Technicus: 'Rachid el Amrani', Plaagdier: 'huismuis', Activiteit: 'matig',
      AantalLokdozen: 6, VervolgbezoekNodig: true, Vervolgbezoek: '2025-10-28', Netto: 298, Btw: 62.58, Totaal: 360.58, Iban: 'NL58INGB0006184472', Valuta: 'EUR',
      Regels: [
        { Omschrijving: 'Inspectie en bestrijding muizen, 1e bezoek', Aantal: 1, Bedrag: 95 },
        { Omschrijving: 'Lokdoos afsluitbaar incl. lokmiddel', Aantal: 6, Bedrag: 75 },
        { Omschrijving: 'Muisdicht maken doorvoeren (uur)', Aantal: 1.5, Bedrag: 93 },
        { Omschrijving: 'Voorrijkosten', Aantal: 1, Bedrag: 35 },
      ],
    },
  },
];

/** Every document of part A of the sixteenth round. */
export const SIXTEENTH_A: SixteenthADoc[] = [...SIXTEENTH_A_1, ...SIXTEENTH_A_2];
