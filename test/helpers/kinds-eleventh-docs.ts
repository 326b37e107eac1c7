/** Eleventh probe round: a gym membership agreement, an air waybill, a salary certificate, a service charge settlement, a claim settlement letter, a CMR consignment note and an order acknowledgement, with the second half in kinds-eleventh-docs-b.ts (rows as printed, values a reader takes). */
import type { EleventhDoc } from './kinds-eleventh.js';
import { ELEVENTH_B } from './kinds-eleventh-docs-b.js';
import { right } from './kinds-third.js';

/** The columns of the gym agreement's blocks: two label/value pairs side by side. */
const GYM = [20, 150, 330, 450];
/** The columns of the gym agreement's fees. */
const FEES = [20, 330, 450];
/** The columns of the air waybill's boxes (label above value). */
const BOX = [20, 330];
/** The columns of the air waybill's routing boxes (label above value). */
const ROUTE = [20, 230, 440];
/** The columns of the air waybill's rating lines. */
const RATE = [20, 75, 145, 200, 275, 335, 420];
/** The columns of the salary certificate's numbered lines. */
const ZIFFER = [20, 70, 470];
/** The columns of the service charge settlement's costs. */
const KOSTEN = [20, 230, 340, 510];
/** The columns of the service charge settlement's result. */
const SALDO = [230, 510];
/** The columns of the claim settlement's items. */
const POSTES = [20, 300, 410, 520];
/** The columns of the claim settlement's result. */
const SOLDE = [300, 520];
/** The columns of the CMR note's goods boxes. */
const GOED = [20, 105, 170, 280, 425, 505, 595];
/** The columns of the order acknowledgement's head: two label/value pairs side by side. */
const ORDER = [20, 170, 330, 480];
/** The columns of the order acknowledgement's lines. */
const LIJN = [20, 100, 355, 410, 480, 540];
/** The columns of the order acknowledgement's totals. */
const TOTAAL = [360, 540];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers and IBANs are given without their spaces; other identifiers (AHV, air waybill, CMR and
 * mandate numbers) as printed; names as printed, with their legal forms; an address as its printed
 * lines joined by a space. A field the document does not give is left out.
 */
const ELEVENTH_A: EleventhDoc[] = [
  {
    name: 'Irish gym membership agreement with two label/value pairs per row, a member block, a fees table with the first month paid on signing, a SEPA direct debit mandate and the cooling-off and notice periods in sentences', lang: 'en', schema: 'gym_membership',
    pages: [[
      { at: [20, 400], cells: ['Liffey Fitness Collective Ltd', 'MEMBERSHIP AGREEMENT'] },
      'Unit 3, Grand Canal Quay, Dublin 2 · CRO 648213 · VAT IE 3471958KH', 'Tel 01 558 2290 · members@liffeyfitness.ie', '',
      { at: GYM, cells: ['Agreement No.', 'LFC-24-07713', 'Start date', '1 September 2024'] },
      { at: GYM, cells: ['Home club', 'Grand Canal Quay', 'Sales advisor', 'Orla Brennan'] }, '',
      'Member details',
      { at: GYM, cells: ['Name', 'Cathal Mac Giolla Rua', 'Date of birth', '14/02/1991'] },
      { at: GYM, cells: ['Mobile', '087 421 6690', 'Email', 'cathal.mgr@example.ie'] },
      { at: GYM, cells: ['Address', '22 Ringsend Park, Dublin 4, D04 R2T7'] },
      { at: GYM, cells: ['Emergency contact', 'Aoife Mac Giolla Rua, 087 903 1145'] }, '',
      'Membership',
      { at: GYM, cells: ['Plan', 'Off-Peak Plus', 'Minimum term', '12 months'] },
      { at: GYM, cells: ['Access', 'Mon-Fri until 16:00, weekends all day'] },
      { at: GYM, cells: ['Group classes', 'Included', 'Guest passes', '2 per month'] }, '',
      { at: FEES, cells: ['Fee', 'Amount', 'When due'] },
      { at: FEES, cells: ['Joining fee', '€49.00', 'On signing'] },
      { at: FEES, cells: ['First month (September 2024)', '€44.50', 'On signing'] },
      { at: FEES, cells: ['Key fob deposit (refundable)', '€10.00', 'On signing'] },
      { at: FEES, cells: ['Monthly membership fee from October 2024', '€44.50', '1st of each month'] }, '',
      right(330, 'Paid today by card', '€103.50'), '',
      'SEPA Direct Debit mandate',
      { at: [20, 200], cells: ['Account holder', 'Cathal Mac Giolla Rua'] },
      { at: [20, 200], cells: ['IBAN', 'IE78 BOFI 9058 3812 4471 09'] },
      { at: [20, 200], cells: ['Mandate reference', 'LFC-DD-07713'] },
      { at: [20, 200], cells: ['Collection day', '1st of each month'] }, '',
      'Cooling-off: you may cancel within 14 days of signing and get a full refund.',
      'After the minimum term the membership runs month to month and may be cancelled',
      'with 30 days written notice.', '',
      { at: [20, 330], cells: ['Member signature: Cathal Mac Giolla Rua', 'For the club: Orla Brennan'] },
      { at: [20, 330], cells: ['Date: 28/08/2024', 'Date: 28/08/2024'] },
    ]],
    expected: {
      club_operator: 'Liffey Fitness Collective Ltd', operator_vat_number: 'IE3471958KH', agreement_number: 'LFC-24-07713', signed_on: '2024-08-28', membership_start: '2024-09-01',
      member: { full_name: 'Cathal Mac Giolla Rua', date_of_birth: '1991-02-14', mobile_phone: '087 421 6690', email_address: 'cathal.mgr@example.ie', home_address: '22 Ringsend Park, Dublin 4, D04 R2T7' },
      plan_name: 'Off-Peak Plus', minimum_term_months: 12, classes_included: true, joining_fee: 49, monthly_fee: 44.5, key_fob_deposit: 10, paid_at_signing: 103.5,
      cooling_off_days: 14, notice_period_days: 30, debit_iban: 'IE78BOFI90583812447109', mandate_reference: 'LFC-DD-07713', currency: 'EUR',
    },
  },
  {
    name: "Singapore air waybill issued by a forwarder as the carrier's agent with shipper and consignee boxes side by side (label above value), routing boxes in three columns, dates like 12 NOV 2024, rating lines with gross and chargeable weights and the prepaid charges at the right", lang: 'en', schema: 'AirWaybill',
    pages: [[
      { at: [20, 420], cells: ['Straits Link Logistics Pte. Ltd.', 'AIR WAYBILL'] },
      'Issuing carrier: Merlion Air Cargo · Agent IATA code 73-4 7721/0031',
      '21 Changi North Crescent, #03-08, Singapore 499617 · UEN 201418822K · +65 6545 0192', '',
      { at: [20, 120], cells: ['AWB No.', '769-3318 4026'] }, '',
      { at: BOX, cells: ["Shipper's Name and Address", "Consignee's Name and Address"] },
      { at: BOX, cells: ['Kallang Precision Optics Pte. Ltd.', 'Optiek Groothandel Zaandam B.V.'] },
      { at: BOX, cells: ['48 Kaki Bukit Place, #05-12', 'Hoogtij 27'] },
      { at: BOX, cells: ['Singapore 416228', '1505 HV Zaandam, Netherlands'] },
      { at: BOX, cells: ['Tel +65 6741 3320', 'Tel +31 75 204 8817'] }, '',
      { at: ROUTE, cells: ['Airport of Departure', 'Airport of Destination', 'Flight / Date'] },
      { at: ROUTE, cells: ['SINGAPORE (SIN)', 'AMSTERDAM (AMS)', 'MQ 318 / 12 NOV 2024'] },
      { at: ROUTE, cells: ['Currency', 'Charges', 'Declared Value for Carriage'] },
      { at: ROUTE, cells: ['SGD', 'PP - Prepaid', 'NVD'] }, '',
      'Handling Information',
      'FRAGILE - OPTICAL INSTRUMENTS. KEEP DRY. NOTIFY CONSIGNEE ON ARRIVAL.', '',
      { at: RATE, cells: ['Pieces', 'Gross kg', 'Class', 'Chg. kg', 'Rate/kg', 'Total', 'Nature and Quantity of Goods'] },
      { at: RATE, cells: ['6', '184.0', 'Q', '212.0', '7.85', '1,664.20', 'MICROSCOPE LENS ASSEMBLIES'] },
      { at: RATE, cells: ['2', '38.5', 'Q', '41.0', '7.85', '321.85', 'LABORATORY SLIDE CABINETS'] },
      { at: RATE, cells: ['8', '222.5', '', '253.0', '', '1,986.05', ''] }, '',
      'Other Charges: AWC 45.00 (due agent) · FSC 202.40 · SCC 16.00 (due carrier)', '',
      right(330, 'Weight Charge', '1,986.05'), right(330, 'Valuation Charge', '0.00'), right(330, 'Total Other Charges Due Agent', '45.00'),
      right(330, 'Total Other Charges Due Carrier', '218.40'), right(330, 'Total Prepaid', '2,249.45'), right(330, 'Total Collect', '0.00'), '',
      'Shipper certifies that the particulars on the face hereof are correct.',
      { at: [20, 330], cells: ['Executed on 11 NOV 2024 at SINGAPORE', 'Signature of issuing carrier or its agent'] },
      { at: [330], cells: ['Straits Link Logistics Pte. Ltd. / J. Tan'] },
    ]],
    expected: {
      AwbNumber: '769-3318 4026', IssuingAgent: 'Straits Link Logistics Pte. Ltd.', Carrier: 'Merlion Air Cargo',
      Shipper: { Name: 'Kallang Precision Optics Pte. Ltd.', Address: '48 Kaki Bukit Place, #05-12 Singapore 416228', Phone: '+65 6741 3320' },
      Consignee: { Name: 'Optiek Groothandel Zaandam B.V.', Address: 'Hoogtij 27 1505 HV Zaandam, Netherlands', Phone: '+31 75 204 8817' },
      DepartureAirport: 'SIN', DestinationAirport: 'AMS', FlightNo: 'MQ 318', FlightDate: '2024-11-12', TotalPieces: 8, TotalGrossWeightKg: 222.5, TotalChargeableWeightKg: 253,
      ChargesPayment: 'prepaid', OtherChargesDueCarrier: 218.4, TotalPrepaid: 2249.45, ExecutedOn: '2024-11-11', ChargesCurrency: 'SGD',
      RatingLines: [
        { Pieces: 6, GrossKg: 184, ChargeableKg: 212, RatePerKg: 7.85, LineCharge: 1664.2, GoodsDescription: 'MICROSCOPE LENS ASSEMBLIES' },
        { Pieces: 2, GrossKg: 38.5, ChargeableKg: 41, RatePerKg: 7.85, LineCharge: 321.85, GoodsDescription: 'LABORATORY SLIDE CABINETS' },
      ],
    },
  },
  {
    name: "Swiss Lohnausweis with the trilingual heading, lettered boxes A to I with [X]/[ ] check boxes, the employee in the address window on the right, numbered lines (Ziffern) with whole-franc amounts like 102'540 and the employer only in the signature block", lang: 'de', schema: 'Lohnausweis',
    pages: [[
      'Lohnausweis - Certificat de salaire - Certificato di salario',
      'Nur ganze Frankenbeträge (CHF)', '',
      { at: [20, 260], cells: ['A [X] Lohnausweis', 'B [ ] Rentenbescheinigung'] },
      { at: [20, 200], cells: ['C AHV-Nr.', '756.4821.3390.13'] },
      { at: [20, 200], cells: ['D Jahr', '2024'] },
      { at: [20, 200, 300, 400], cells: ['E Von', '01.01.2024', 'bis', '31.12.2024'] },
      'F [ ] Unentgeltliche Beförderung zwischen Wohn- und Arbeitsort',
      'G [X] Kantinenverpflegung / Lunch-Checks', '',
      { at: [330], cells: ['H Herr'] },
      { at: [330], cells: ['Reto Zgraggen'] },
      { at: [330], cells: ['Bergstrasse 41'] },
      { at: [330], cells: ['6460 Altdorf UR'] }, '',
      { at: ZIFFER, cells: ['1.', 'Lohn soweit nicht unter Ziffer 2-7 aufzuführen', "91'200"] },
      { at: ZIFFER, cells: ['2.2', 'Gehaltsnebenleistungen - Privatanteil Geschäftswagen', "3'840"] },
      { at: ZIFFER, cells: ['3.', 'Unregelmässige Leistungen (Bonus)', "7'500"] },
      { at: ZIFFER, cells: ['8.', 'Bruttolohn total / Rente', "102'540"] },
      { at: ZIFFER, cells: ['9.', 'Beiträge AHV/IV/EO/ALV/NBUV', "7'547"] },
      { at: ZIFFER, cells: ['10.1', 'Berufliche Vorsorge - ordentliche Beiträge', "5'630"] },
      { at: ZIFFER, cells: ['11.', 'Nettolohn / Rente', "89'363"] },
      { at: ZIFFER, cells: ['12.', 'Quellensteuerabzug', ''] },
      { at: ZIFFER, cells: ['13.1.1', 'Spesen: Reise, Verpflegung, Übernachtung (effektiv)', "2'180"] },
      { at: ZIFFER, cells: ['13.2.1', 'Pauschalspesen: Repräsentation', "3'600"] }, '',
      '15 Bemerkungen: Spesenreglement durch Kanton Uri genehmigt am 14.03.2019.', '',
      'I Ort und Datum: Altdorf, 31. Januar 2025',
      'Arbeitgeber: Gotthard Holzbau AG, Industriestrasse 12, 6460 Altdorf · Tel. 041 874 22 60',
      'Unterschrift: Monika Arnold, Personalabteilung',
    ]],
    expected: {
      arbeitgeber: 'Gotthard Holzbau AG', arbeitgeberTelefon: '041 874 22 60', ahvNummer: '756.4821.3390.13', arbeitnehmer: { name: 'Reto Zgraggen', adresse: 'Bergstrasse 41 6460 Altdorf UR' },
      jahr: 2024, beschaeftigtVon: '2024-01-01', beschaeftigtBis: '2024-12-31', bonus: 7500, privatanteilGeschaeftswagen: 3840, bruttolohnTotal: 102540, sozialversicherungsbeitraege: 7547,
      bvgBeitraege: 5630, nettolohn: 89363, effektiveSpesen: 2180, pauschalspesen: 3600, gratisBefoerderung: false, kantinenverpflegung: true, ausstellungsdatum: '2025-01-31', waehrung: 'CHF',
    },
  },
  {
    name: 'German Betriebskostenabrechnung from a property manager with the date in words at the top right, the tenant in the address window, a label/value block, a cost table with the allocation key and the share, the advance payments deducted and the balance due and the new advance payment in sentences', lang: 'de', schema: 'betriebskosten_abrechnung',
    pages: [[
      { at: [20, 400], cells: ['Hausverwaltung Leinebogen GmbH', 'Hannover, 12. Mai 2025'] },
      'Podbielskistraße 211 · 30177 Hannover · Tel. 0511 6474 320 · service@leinebogen-hv.de', '',
      'Hausverwaltung Leinebogen GmbH · Podbielskistraße 211 · 30177 Hannover',
      'Frau', 'Jana Köhler', 'Limmerstraße 88', '30451 Hannover', '',
      'Betriebskostenabrechnung 2024',
      { at: [20, 200], cells: ['Mietobjekt', 'Limmerstraße 88, 30451 Hannover, 3. OG links'] },
      { at: [20, 200], cells: ['Mieternummer', '0412-07'] },
      { at: [20, 200], cells: ['Abrechnungszeitraum', '01.01.2024 - 31.12.2024'] },
      { at: [20, 200], cells: ['Wohnfläche', '68,40 m² von 912,00 m² (Haus gesamt)'] },
      { at: [20, 200], cells: ['Personen', '2 von 24'] }, '',
      'Sehr geehrte Frau Köhler,',
      'nachstehend erhalten Sie die Abrechnung der Betriebskosten für den oben genannten', 'Zeitraum.', '',
      { at: KOSTEN, cells: ['Kostenart', 'Gesamtkosten', 'Umlageschlüssel', 'Ihr Anteil'] },
      { at: KOSTEN, cells: ['Grundsteuer', '3.648,00 €', 'Wohnfläche', '273,60 €'] },
      { at: KOSTEN, cells: ['Wasser / Abwasser', '6.912,40 €', 'Personen', '576,03 €'] },
      { at: KOSTEN, cells: ['Müllabfuhr', '2.160,00 €', 'Wohnfläche', '162,00 €'] },
      { at: KOSTEN, cells: ['Gebäudeversicherung', '2.880,00 €', 'Wohnfläche', '216,00 €'] },
      { at: KOSTEN, cells: ['Hausreinigung', '3.120,00 €', 'Wohnfläche', '234,00 €'] },
      { at: KOSTEN, cells: ['Allgemeinstrom', '1.046,80 €', 'Wohnfläche', '78,51 €'] },
      { at: KOSTEN, cells: ['Heizung und Warmwasser', '18.944,20 €', 'Verbrauch', '842,17 €'] },
      'Heizung und Warmwasser laut beiliegender Einzelabrechnung des Wärmedienstes.', '',
      { at: SALDO, cells: ['Summe Ihrer Kosten', '2.382,31 €'] },
      { at: SALDO, cells: ['Vorauszahlungen (12 × 185,00 €)', '2.220,00 €'] },
      { at: SALDO, cells: ['Nachzahlung', '162,31 €'] }, '',
      'Bitte überweisen Sie den Nachzahlungsbetrag bis zum 15.06.2025 auf unser Konto',
      'IBAN DE04 2505 0180 0031 4772 08, Verwendungszweck 0412-07 BK 2024.',
      'Ihre monatliche Vorauszahlung wird ab dem 01.07.2025 auf 200,00 € angepasst.',
      'Die Belege können Sie nach Terminvereinbarung in unserem Büro einsehen.', '',
      'Mit freundlichen Grüßen', 'Hausverwaltung Leinebogen GmbH',
    ]],
    expected: {
      hausverwaltung: 'Hausverwaltung Leinebogen GmbH', mieter_name: 'Jana Köhler', mieternummer: '0412-07', mietobjekt: 'Limmerstraße 88, 30451 Hannover, 3. OG links',
      abrechnungsdatum: '2025-05-12', zeitraum_von: '2024-01-01', zeitraum_bis: '2024-12-31', wohnflaeche_m2: 68.4, anteil_gesamt: 2382.31, vorauszahlungen: 2220, ergebnis: 'Nachzahlung',
      differenzbetrag: 162.31, zahlbar_bis: '2025-06-15', iban_verwaltung: 'DE04250501800031477208', neue_vorauszahlung: 200, neue_vorauszahlung_ab: '2025-07-01', waehrung: 'EUR',
      kostenarten: [
        { kostenart: 'Grundsteuer', gesamtkosten: 3648, umlageschluessel: 'Wohnfläche', ihr_anteil: 273.6 },
        { kostenart: 'Wasser / Abwasser', gesamtkosten: 6912.4, umlageschluessel: 'Personen', ihr_anteil: 576.03 },
        { kostenart: 'Müllabfuhr', gesamtkosten: 2160, umlageschluessel: 'Wohnfläche', ihr_anteil: 162 },
        { kostenart: 'Gebäudeversicherung', gesamtkosten: 2880, umlageschluessel: 'Wohnfläche', ihr_anteil: 216 },
        { kostenart: 'Hausreinigung', gesamtkosten: 3120, umlageschluessel: 'Wohnfläche', ihr_anteil: 234 },
        { kostenart: 'Allgemeinstrom', gesamtkosten: 1046.8, umlageschluessel: 'Wohnfläche', ihr_anteil: 78.51 },
        { kostenart: 'Heizung und Warmwasser', gesamtkosten: 18944.2, umlageschluessel: 'Verbrauch', ihr_anteil: 842.17 },
      ],
    },
  },
  {
    name: "Quebec home insurance claim settlement letter in French with the date in words at the top right, the insured in the address window, a label/value block, an items table with 1 234,56 $ amounts and depreciation, the deductible and an advance deducted and the direct deposit and recoverable depreciation in sentences", lang: 'fr', schema: 'reglementSinistre',
    pages: [[
      { at: [20, 400], cells: ['Assurances Boréalis inc.', 'Québec, le 7 février 2025'] },
      '2750, boulevard Laurier, bureau 400, Québec (Québec) G1V 4P7 · 1 877 555-0190', '',
      'Madame', 'Geneviève Tremblay-Roy', '1184, rue des Érables', 'Lévis (Québec) G6V 4K2', '',
      { at: [20, 200], cells: ['Objet :', 'Règlement de votre réclamation'] },
      { at: [20, 200], cells: ['No de sinistre :', 'SIN-2025-004418'] },
      { at: [20, 200], cells: ['No de police :', 'HAB-7731902'] },
      { at: [20, 200], cells: ['Date du sinistre :', '12 janvier 2025'] },
      { at: [20, 200], cells: ['Cause :', "Dégât d'eau - rupture d'une conduite d'alimentation"] }, '',
      'Madame,',
      "Nous avons terminé l'analyse de votre réclamation. Voici le détail du règlement :", '',
      { at: POSTES, cells: ['Description', 'Réclamé', 'Dépréciation', 'Accepté'] },
      { at: POSTES, cells: ['Plancher flottant et sous-plancher', '8 640,00 $', '0,00 $', '8 640,00 $'] },
      { at: POSTES, cells: ['Gypse et peinture du sous-sol', '2 315,50 $', '0,00 $', '2 315,50 $'] },
      { at: POSTES, cells: ['Laveuse et sécheuse', '1 899,98 $', '569,99 $', '1 329,99 $'] },
      { at: POSTES, cells: ['Tapis et meubles du sous-sol', '3 420,00 $', '1 026,00 $', '2 394,00 $'] },
      { at: POSTES, cells: ['Frais de subsistance supplémentaires', '612,40 $', '0,00 $', '612,40 $'] },
      { at: POSTES, cells: ['Total', '16 887,88 $', '1 595,99 $', '15 291,89 $'] }, '',
      { at: SOLDE, cells: ['Moins la franchise', '- 1 000,00 $'] },
      { at: SOLDE, cells: ['Indemnité', '14 291,89 $'] },
      { at: SOLDE, cells: ["Moins l'avance versée", '- 2 500,00 $'] },
      { at: SOLDE, cells: ['Solde payable', '11 791,89 $'] }, '',
      "L'avance de 2 500,00 $ vous a été versée le 20 janvier 2025. Le solde de 11 791,89 $",
      'sera versé par dépôt direct le 12 février 2025 dans le compte inscrit à votre dossier.',
      'La dépréciation de 1 595,99 $ est récupérable : elle vous sera remboursée sur',
      'présentation des factures de remplacement dans les 12 mois suivant le sinistre.', '',
      'Veuillez agréer, Madame, nos salutations distinguées.', '',
      'Marc-Antoine Gagnon', 'Expert en sinistres', 'Tél. : 418 555-0172 · marc-antoine.gagnon@borealis-assurances.ca',
    ]],
    expected: {
      assureur: 'Assurances Boréalis inc.', numeroSinistre: 'SIN-2025-004418', numeroPolice: 'HAB-7731902', dateLettre: '2025-02-07', assure: 'Geneviève Tremblay-Roy',
      adresseAssure: '1184, rue des Érables Lévis (Québec) G6V 4K2', dateSinistre: '2025-01-12', causeSinistre: "dégât d'eau", montantReclame: 16887.88, depreciation: 1595.99, franchise: 1000,
      avanceVersee: 2500, soldePayable: 11791.89, dateVersement: '2025-02-12', modeVersement: 'dépôt direct', depreciationRecuperable: true, expertSinistres: 'Marc-Antoine Gagnon',
      telephoneExpert: '418 555-0172', devise: 'CAD',
      postes: [
        { description: 'Plancher flottant et sous-plancher', montantReclame: 8640, depreciation: 0, montantAccepte: 8640 },
        { description: 'Gypse et peinture du sous-sol', montantReclame: 2315.5, depreciation: 0, montantAccepte: 2315.5 },
        { description: 'Laveuse et sécheuse', montantReclame: 1899.98, depreciation: 569.99, montantAccepte: 1329.99 },
        { description: 'Tapis et meubles du sous-sol', montantReclame: 3420, depreciation: 1026, montantAccepte: 2394 },
        { description: 'Frais de subsistance supplémentaires', montantReclame: 612.4, depreciation: 0, montantAccepte: 612.4 },
      ],
    },
  },
  {
    name: 'Dutch CMR vrachtbrief with numbered boxes in two columns (label above value), sender, consignee and carrier blocks, a goods table with marks, packages, GN codes, kg and m³ with a totals row, a [X] Franco check box, a cooling instruction and the truck plates side by side', lang: 'nl', schema: 'cmr_vrachtbrief',
    pages: [[
      { at: [20, 400], cells: ['INTERNATIONALE VRACHTBRIEF', 'CMR nr. NL 0318-7742'] },
      'Dit vervoer is onderworpen aan het Verdrag betreffende de overeenkomst tot',
      'internationaal vervoer van goederen over de weg (CMR).', '',
      { at: BOX, cells: ['1 Afzender (naam, adres, land)', '16 Vervoerder (naam, adres, land)'] },
      { at: BOX, cells: ['Kwekerij De Zilte Polder B.V.', 'Transport Westland Koel B.V.'] },
      { at: BOX, cells: ['Zijtwende 14', 'Hoogwerf 9'] },
      { at: BOX, cells: ["NL-2691 PK 's-Gravenzande", 'NL-2685 LT Poeldijk'] },
      { at: BOX, cells: ['2 Geadresseerde (naam, adres, land)', '17 Opvolgende vervoerders'] },
      { at: BOX, cells: ['Gartencenter Rheinblick GmbH', '-'] },
      { at: BOX, cells: ['Uferstraße 203', ''] },
      { at: BOX, cells: ['D-53111 Bonn', ''] },
      { at: BOX, cells: ['3 Plaats van aflevering der goederen', '18 Voorbehouden vervoerder'] },
      { at: BOX, cells: ['Bonn, Duitsland', 'Geen'] },
      { at: BOX, cells: ['4 Plaats en datum van inontvangstneming', ''] },
      { at: BOX, cells: ["'s-Gravenzande, 18-03-2025", ''] },
      { at: BOX, cells: ['5 Bijgevoegde documenten', ''] },
      { at: BOX, cells: ['Fytosanitair certificaat NL-PC-25-118842', ''] }, '',
      { at: GOED, cells: ['6 Merken', '7 Colli', '8 Verpakking', '9 Aard der goederen', '10 GN-code', '11 Bruto kg', '12 m³'] },
      { at: GOED, cells: ['ZP-0318/1', '22', 'CC-karren', 'Phalaenopsis in pot', '06029045', '1.980', '46,2'] },
      { at: GOED, cells: ['ZP-0318/2', '6', 'Pallets', 'Potgrond in zakken', '27030000', '3.420', '9,6'] },
      { at: GOED, cells: ['Totaal', '28', '', '', '', '5.400', '55,8'] }, '',
      { at: BOX, cells: ['13 Instructies van de afzender', '14 Frankering'] },
      { at: BOX, cells: ['Koeltransport: ja, 16-18 °C aanhouden', '[X] Franco   [ ] Niet franco'] },
      { at: BOX, cells: ['15 Rembours', '19 Bijzondere overeenkomsten'] },
      { at: BOX, cells: ['-', '-'] },
      { at: BOX, cells: ['21 Opgemaakt te', ''] },
      { at: BOX, cells: ["'s-Gravenzande, op 18-03-2025", ''] }, '',
      { at: [20, 170, 330, 480], cells: ['Kenteken trekker', 'VJB-42-K', 'Kenteken oplegger', 'OR-27-LK'] }, '',
      { at: BOX, cells: ['22 Handtekening afzender', '23 Handtekening vervoerder'] },
      { at: BOX, cells: ['P. van der Knaap', 'S. Yilmaz'] },
    ]],
    expected: {
      cmr_nummer: 'NL 0318-7742',
      afzender: { naam: 'Kwekerij De Zilte Polder B.V.', adres: "Zijtwende 14 NL-2691 PK 's-Gravenzande" },
      geadresseerde: { naam: 'Gartencenter Rheinblick GmbH', adres: 'Uferstraße 203 D-53111 Bonn' },
      vervoerder: { naam: 'Transport Westland Koel B.V.', adres: 'Hoogwerf 9 NL-2685 LT Poeldijk' },
      plaats_aflevering: 'Bonn, Duitsland', plaats_inontvangstneming: "'s-Gravenzande", datum_inontvangstneming: '2025-03-18', bijgevoegde_documenten: 'Fytosanitair certificaat NL-PC-25-118842',
      kenteken_trekker: 'VJB-42-K', totaal_colli: 28, totaal_brutogewicht_kg: 5400, frankering: 'franco', koeltransport: true,
      goederen: [
        { merken: 'ZP-0318/1', colli: 22, verpakking: 'CC-karren', omschrijving: 'Phalaenopsis in pot', gn_code: '06029045', brutogewicht_kg: 1980, volume_m3: 46.2 },
        { merken: 'ZP-0318/2', colli: 6, verpakking: 'Pallets', omschrijving: 'Potgrond in zakken', gn_code: '27030000', brutogewicht_kg: 3420, volume_m3: 9.6 },
      ],
    },
  },
  {
    name: 'Belgian orderbevestiging in Dutch with the customer in the address window on the right, two label/value pairs per row, order lines with article numbers and a discount percentage column, the totals at the right and the VAT number and IBAN in the footer', lang: 'nl', schema: 'OrderAcknowledgement',
    pages: [[
      { at: [20, 400], cells: ['Vandenbussche Kantoormeubelen NV', 'ORDERBEVESTIGING'] },
      'Kortrijksesteenweg 412, 8530 Harelbeke · tel. 056 71 44 20 · verkoop@vandenbussche-km.be', '',
      { at: [360], cells: ['Studiebureau Claeys & Partners BV'] },
      { at: [360], cells: ['Coupure Rechts 88'] },
      { at: [360], cells: ['9000 Gent'] }, '',
      { at: ORDER, cells: ['Bevestiging nr.', 'OB-2024-1288', 'Datum', '05/12/2024'] },
      { at: ORDER, cells: ['Uw bestelling', 'PO-24-0917', 'van', '03/12/2024'] },
      { at: ORDER, cells: ['Klantnummer', 'K-20731', 'Leverdatum', '09/01/2025'] },
      { at: ORDER, cells: ['Betaling', '30 dagen einde maand', 'Levering', 'franco, incl. montage'] }, '',
      'Geachte klant, wij danken u voor uw bestelling, die wij als volgt bevestigen:', '',
      { at: LIJN, cells: ['Art.nr.', 'Omschrijving', 'Aantal', 'Prijs', 'Korting', 'Netto'] },
      { at: LIJN, cells: ['BUR-1800-E', 'Zit-sta bureau 180x80 cm elektrisch', '6', '689,00', '12 %', '3.637,92'] },
      { at: LIJN, cells: ['STL-ERG-24', 'Bureaustoel ergonomisch Aria', '6', '412,50', '12 %', '2.178,00'] },
      { at: LIJN, cells: ['KST-120-H', 'Archiefkast 120 cm, eiken', '2', '535,00', '0 %', '1.070,00'] },
      { at: LIJN, cells: ['MNT-UUR', 'Montage ter plaatse (per uur)', '5', '58,00', '0 %', '290,00'] }, '',
      { at: TOTAAL, cells: ['Totaal excl. btw', '7.175,92'] },
      { at: TOTAAL, cells: ['Btw 21 %', '1.506,94'] },
      { at: TOTAAL, cells: ['Totaal incl. btw', 'EUR 8.682,86'] }, '',
      'Gelieve deze bevestiging na te kijken en ons eventuele afwijkingen binnen',
      '3 werkdagen te melden.',
      'Op al onze leveringen zijn onze algemene verkoopsvoorwaarden van toepassing.', '',
      'BTW BE 0458.221.961 · RPR Gent, afdeling Kortrijk · IBAN BE49 7310 4582 2771',
    ]],
    expected: {
      SupplierName: 'Vandenbussche Kantoormeubelen NV', SupplierVatNumber: 'BE0458221961', CustomerName: 'Studiebureau Claeys & Partners BV', CustomerPoNumber: 'PO-24-0917',
      CustomerOrderDate: '2024-12-03', ConfirmationNumber: 'OB-2024-1288', ConfirmationDate: '2024-12-05', ConfirmedDeliveryDate: '2025-01-09', PaymentTerms: '30 dagen einde maand',
      InstallationIncluded: true, NetTotal: 7175.92, VatRatePct: 21, VatAmount: 1506.94, GrandTotal: 8682.86, Currency: 'EUR',
      Lines: [
        { ArticleNo: 'BUR-1800-E', Description: 'Zit-sta bureau 180x80 cm elektrisch', Qty: 6, UnitPrice: 689, DiscountPct: 12, LineNet: 3637.92 },
        { ArticleNo: 'STL-ERG-24', Description: 'Bureaustoel ergonomisch Aria', Qty: 6, UnitPrice: 412.5, DiscountPct: 12, LineNet: 2178 },
        { ArticleNo: 'KST-120-H', Description: 'Archiefkast 120 cm, eiken', Qty: 2, UnitPrice: 535, DiscountPct: 0, LineNet: 1070 },
        { ArticleNo: 'MNT-UUR', Description: 'Montage ter plaatse (per uur)', Qty: 5, UnitPrice: 58, DiscountPct: 0, LineNet: 290 },
      ],
    },
  },
];

/** Every document of the eleventh round. */
export const ELEVENTH: EleventhDoc[] = [...ELEVENTH_A, ...ELEVENTH_B];
