/** Tenth probe round: a veterinary invoice, a ticket order, a tax assessment, an optician's invoice, a donation receipt, a batch transfer confirmation and a used-car sale contract, with the second half in kinds-tenth-docs-b.ts (rows as printed, values a reader takes). */
import type { TenthDoc } from './kinds-tenth.js';
import { TENTH_B } from './kinds-tenth-docs-b.js';
import { right } from './kinds-third.js';

/** The columns of the vet invoice's items. */
const VET = [20, 330, 400, 490];
/** The columns of the vet invoice's patient block: two label/value pairs side by side. */
const PET = [20, 120, 330, 430];
/** The columns of the ticket order's head: two label/value pairs side by side. */
const ORDER = [20, 150, 330, 450];
/** The columns of the ticket order's seats. */
const SEATS = [20, 160, 220, 280, 480];
/** The columns of the tax assessment's table. */
const FEST = [20, 180, 280, 395, 510];
/** The columns of the optician's prescription table. */
const RX = [20, 100, 180, 260, 340];
/** The columns of the optician's articles. */
const POS = [20, 60, 330, 400, 500];
/** The columns of the transfer confirmation's head: two label/value pairs side by side. */
const ORDRE = [20, 170, 320, 450];
/** The columns of the transfer confirmation's transfers. */
const VIR = [20, 220, 400, 550];
/** The columns of the car sale's vehicle block: two label/value pairs side by side. */
const COCHE = [20, 150, 320, 460];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers, ABNs and IBANs are given without their spaces; other identifiers as printed; names as
 * printed, with their legal forms; an address as its printed lines joined by a space. A field the
 * document does not give is left out.
 */
const TENTH_A: TenthDoc[] = [
  {
    name: 'Australian veterinary tax invoice with the client and the invoice details side by side, a patient block of two label/value pairs per row, items with GST-inclusive amounts, an EFTPOS part payment and a balance due', lang: 'en', schema: 'vetInvoice',
    pages: [[
      { at: [20, 430], cells: ['Banksia Creek Veterinary Hospital Pty Ltd', 'TAX INVOICE'] },
      'ABN 51 824 753 556', '14 Corella Drive, Kurrajong Park NSW 2758', 'Ph (02) 4573 0190 · accounts@banksiacreekvet.com.au', '',
      { at: [20, 340, 450], cells: ['Client', 'Invoice No.', 'INV-0048213'] },
      { at: [20, 340, 450], cells: ['Ms Harriet Connolly', 'Date', '22/10/2024'] },
      { at: [20, 340, 450], cells: ['7 Lyrebird Close', 'Client ID', 'C-11842'] },
      { at: [20, 340, 450], cells: ['Kurrajong Park NSW 2758', 'Vet', 'Dr Priya Ramanathan'] }, '',
      'Patient',
      { at: PET, cells: ['Name', 'Biscuit', 'Species', 'Canine'] },
      { at: PET, cells: ['Breed', 'Labrador Retriever', 'Sex', 'Male (desexed)'] },
      { at: PET, cells: ['DOB', '03/05/2019', 'Weight', '31.4 kg'] },
      { at: PET, cells: ['Microchip', '956000012345678'] }, '',
      'Reason for visit: lameness left foreleg after a fall on 20/10/2024', '',
      { at: VET, cells: ['Description', 'Qty', 'Unit price', 'Amount'] },
      { at: VET, cells: ['Consultation - standard', '1', '95.00', '95.00'] },
      { at: VET, cells: ['Radiographs (2 views)', '2', '148.50', '297.00'] },
      { at: VET, cells: ['Meloxicam 1.5 mg/ml oral suspension 32 ml', '1', '42.80', '42.80'] },
      { at: VET, cells: ['Cephalexin 600 mg tablets', '14', '2.35', '32.90'] },
      { at: VET, cells: ['Bandage and dressing', '1', '38.00', '38.00'] }, '',
      right(330, 'Total (inc. GST)', '$505.70'), right(330, 'GST included', '$45.97'), right(330, 'Paid EFTPOS 22/10/2024', '-$300.00'), right(330, 'Balance due', '$205.70'), '',
      'Please pay the balance by 05/11/2024.',
      'Direct deposit: BSB 062-514 · Account 1047 8823 · Reference INV-0048213',
      'Biscuit should come back for a recheck in 10 days. Thank you for choosing Banksia Creek.',
    ]],
    expected: {
      clinicName: 'Banksia Creek Veterinary Hospital Pty Ltd', clinicAbn: '51824753556', clinicPhone: '(02) 4573 0190', invoiceNumber: 'INV-0048213', invoiceDate: '2024-10-22',
      clientName: 'Harriet Connolly', clientAddress: '7 Lyrebird Close Kurrajong Park NSW 2758', attendingVet: 'Dr Priya Ramanathan',
      patient: { petName: 'Biscuit', species: 'dog', breed: 'Labrador Retriever', petDob: '2019-05-03', desexed: true, weightKg: 31.4, microchipNo: '956000012345678' },
      totalIncGst: 505.7, gstIncluded: 45.97, amountPaid: 300, balanceOwing: 205.7, dueDate: '2024-11-05', currencyCode: 'AUD',
      treatmentLines: [
        { treatmentText: 'Consultation - standard', howMany: 1, feeEach: 95, lineTotal: 95 },
        { treatmentText: 'Radiographs (2 views)', howMany: 2, feeEach: 148.5, lineTotal: 297 },
        { treatmentText: 'Meloxicam 1.5 mg/ml oral suspension 32 ml', howMany: 1, feeEach: 42.8, lineTotal: 42.8 },
        { treatmentText: 'Cephalexin 600 mg tablets', howMany: 14, feeEach: 2.35, lineTotal: 32.9 },
        { treatmentText: 'Bandage and dressing', howMany: 1, feeEach: 38, lineTotal: 38 },
      ],
    },
  },
  {
    name: 'US event ticket order confirmation with a greeting line, two label/value pairs per row, the event, venue and times in lines of their own, a Section / Row / Seat table, service and facility fees, sales tax and a no-refund rule', lang: 'en', schema: 'ticket_order',
    pages: [[
      { at: [20, 400], cells: ['StageDoor Tix, Inc.', 'ORDER CONFIRMATION'] },
      'Official ticketing partner of The Larkspur Theatre', 'support@stagedoortix.com · (614) 555-0193', '',
      'Thank you for your order, Danielle! Your tickets are confirmed.', '',
      { at: ORDER, cells: ['Order #', 'SDT-4471-92058', 'Order date', 'Feb 3, 2025'] },
      { at: ORDER, cells: ['Purchaser', 'Danielle Okafor', 'Email', 'danielle.okafor@example.net'] },
      { at: ORDER, cells: ['Delivery', 'Mobile tickets', 'Payment', 'Visa ending 4408'] }, '',
      'EVENT',
      'An Evening of Vintage Jazz: The Calloway Street Orchestra',
      'The Larkspur Theatre · 410 Delmont Avenue, Ashford, OH 44012',
      'Saturday, March 15, 2025 · Doors 6:30 PM · Show 7:30 PM', '',
      { at: SEATS, cells: ['Section', 'Row', 'Seat', 'Ticket type', 'Price'] },
      { at: SEATS, cells: ['Orchestra Center', 'F', '112', 'Adult', '$68.00'] },
      { at: SEATS, cells: ['Orchestra Center', 'F', '113', 'Adult', '$68.00'] },
      { at: SEATS, cells: ['Orchestra Center', 'F', '114', 'Senior (65+)', '$58.00'] }, '',
      right(330, 'Tickets (3)', '$194.00'), right(330, 'Service fees (3 x $9.75)', '$29.25'), right(330, 'Facility fees (3 x $3.00)', '$9.00'),
      right(330, 'Sales tax (7.25%)', '$14.07'), right(330, 'Order total', '$246.32'), '',
      'All sales are final. No refunds or exchanges.',
      'Show the QR codes in the StageDoor app at the door. Ages 6 and up.',
    ]],
    expected: {
      ticket_seller: 'StageDoor Tix, Inc.', confirmation_no: 'SDT-4471-92058', ordered_on: '2025-02-03', purchaser_name: 'Danielle Okafor', purchaser_email: 'danielle.okafor@example.net',
      event_name: 'An Evening of Vintage Jazz: The Calloway Street Orchestra', venue_name: 'The Larkspur Theatre', performance_date: '2025-03-15', doors_open: '18:30', show_starts: '19:30',
      ticket_qty: 3, delivery_method: 'mobile', face_value_total: 194, service_fee_total: 29.25, sales_tax_pct: 7.25, amount_charged: 246.32, card_last_four: '4408', refunds_allowed: false,
      seats: [
        { seat_section: 'Orchestra Center', seat_row: 'F', seat_number: 112, ticket_category: 'Adult', ticket_price: 68 },
        { seat_section: 'Orchestra Center', seat_row: 'F', seat_number: 113, ticket_category: 'Adult', ticket_price: 68 },
        { seat_section: 'Orchestra Center', seat_row: 'F', seat_number: 114, ticket_category: 'Senior (65+)', ticket_price: 58 },
      ],
    },
  },
  {
    name: 'German Einkommensteuerbescheid for a married couple with the Steuernummer in the letterhead, the date in words, two Identifikationsnummern, a Festsetzung table per kind of tax with negative remainders, the refund to an IBAN in a sentence and the appeal period in words', lang: 'de', schema: 'Steuerbescheid',
    pages: [[
      { at: [20, 400], cells: ['Finanzamt Wendenburg', 'Steuernummer 23/144/05871'] },
      'Am Schlossgraben 3 · 29553 Wendenburg · Telefon 05891 7720-0', '',
      'Finanzamt Wendenburg · Postfach 1140 · 29551 Wendenburg',
      { at: [20, 400], cells: ['Herrn und Frau', 'Wendenburg, 14. Mai 2024'] },
      'Tobias und Lena Hartwig', 'Birkenallee 12', '29553 Wendenburg', '',
      'Bescheid für 2023', 'über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer', '',
      { at: [20, 250], cells: ['Identifikationsnummer Ehemann', '47036892816'] },
      { at: [20, 250], cells: ['Identifikationsnummer Ehefrau', '81593204664'] },
      { at: [20, 250], cells: ['Veranlagungsart', 'Zusammenveranlagung'] }, '',
      'Festsetzung (Beträge in Euro)',
      { at: FEST, cells: ['', 'Festgesetzt', 'Lohnsteuerabzug', 'Vorauszahlungen', 'Verbleibend'] },
      { at: FEST, cells: ['Einkommensteuer', '9.874,00', '11.236,00', '0,00', '-1.362,00'] },
      { at: FEST, cells: ['Solidaritätszuschlag', '0,00', '0,00', '0,00', '0,00'] },
      { at: FEST, cells: ['Kirchensteuer ev', '888,66', '1.011,24', '0,00', '-122,58'] }, '',
      { at: [20, 400], cells: ['Insgesamt zu erstatten', '1.484,58 €'] },
      'Der Erstattungsbetrag wird auf das Konto IBAN DE56 2405 0110 0047 3122 98 überwiesen.', '',
      'Berechnungsgrundlagen',
      { at: [20, 330, 450], cells: ['', 'Ehemann', 'Ehefrau'] },
      { at: [20, 330, 450], cells: ['Einkünfte aus nichtselbständiger Arbeit', '48.215', '31.760'] },
      { at: [20, 450], cells: ['Summe der Einkünfte', '79.975'] },
      { at: [20, 450], cells: ['abzüglich Sonderausgaben', '11.842'] },
      { at: [20, 450], cells: ['Einkommen / zu versteuerndes Einkommen', '68.133'] },
      'Die Einkommensteuer wurde nach dem Splittingtarif berechnet.',
      'Vorauszahlungen für 2024 und die folgenden Jahre werden nicht festgesetzt.', '',
      'Rechtsbehelfsbelehrung',
      'Der Bescheid kann innerhalb eines Monats nach seiner Bekanntgabe mit dem Einspruch',
      'angefochten werden. Der Einspruch ist beim Finanzamt Wendenburg einzulegen.',
    ]],
    expected: {
      finanzamtName: 'Finanzamt Wendenburg', steuernummer: '23/144/05871', bescheidVom: '2024-05-14', veranlagungsjahr: 2023, steuerpflichtige: 'Tobias und Lena Hartwig',
      idNrEhemann: '47036892816', idNrEhefrau: '81593204664', zusammenveranlagt: true, summeEinkuenfte: 79975, zvE: 68133, festgesetzteEinkommensteuer: 9874, solidaritaetszuschlag: 0,
      kirchensteuer: 888.66, erstattung: 1484.58, erstattungsIban: 'DE56240501100047312298', einspruchsfristMonate: 1,
      festsetzungsZeilen: [
        { steuerart: 'Einkommensteuer', festgesetzt: 9874, abzugLohnsteuer: 11236, verbleibend: -1362 },
        { steuerart: 'Solidaritätszuschlag', festgesetzt: 0, abzugLohnsteuer: 0, verbleibend: 0 },
        { steuerart: 'Kirchensteuer ev', festgesetzt: 888.66, abzugLohnsteuer: 1011.24, verbleibend: -122.58 },
      ],
    },
  },
  {
    name: "Austrian optician's Rechnung with the customer and the invoice details side by side, the date with the Austrian month name Jänner, a prescription table with signed dioptres, the PD in a line, articles, a loyalty discount, the VAT contained, a deposit and the warranty in a sentence", lang: 'de', schema: 'GlassesInvoice',
    pages: [[
      { at: [20, 430], cells: ['Optik Sonnleitner e.U.', 'RECHNUNG'] },
      'Augenoptik · Kontaktlinsen · Hörakustik', 'Stadtplatz 14, 4600 Wels · Tel. 07242 46 118 · office@optik-sonnleitner.at',
      'UID ATU63829414 · FN 412876m · Landesgericht Wels', '',
      { at: [20, 340, 450], cells: ['Frau Mag. Elisabeth Pichler', 'Rechnung Nr.', '2025-0031'] },
      { at: [20, 340, 450], cells: ['Kaiser-Josef-Platz 3/2', 'Datum', '8. Jänner 2025'] },
      { at: [20, 340, 450], cells: ['4600 Wels', 'Kunden-Nr.', '20417'] }, '',
      'Brillenverordnung: Dr. Andreas Hofer, Augenarzt, vom 02.12.2024',
      { at: RX, cells: ['Auge', 'Sph', 'Cyl', 'Achse', 'Add'] },
      { at: RX, cells: ['R', '-2,25', '-0,50', '175°', '+2,00'] },
      { at: RX, cells: ['L', '-1,75', '-0,75', '10°', '+2,00'] },
      'Pupillendistanz (PD) 63 mm · Glasart: Gleitsichtgläser, Index 1,6', '',
      { at: POS, cells: ['Pos.', 'Artikel', 'Menge', 'Einzelpreis', 'Betrag'] },
      { at: POS, cells: ['1', 'Fassung Lindqvist 7704 Titan, graphit', '1', '289,00', '289,00'] },
      { at: POS, cells: ['2', 'Gleitsichtglas 1,6 superentspiegelt', '2', '345,00', '690,00'] },
      { at: POS, cells: ['3', 'Blaulichtfilter-Beschichtung', '2', '35,00', '70,00'] },
      { at: POS, cells: ['4', 'Etui und Reinigungstuch', '1', '0,00', '0,00'] }, '',
      right(330, 'Zwischensumme', '1.049,00'), right(330, 'abzügl. 10 % Stammkundenrabatt', '-104,90'), right(330, 'Rechnungsbetrag inkl. USt', 'EUR 944,10'),
      right(330, 'darin 20 % USt', 'EUR 157,35'), right(330, 'abzügl. Anzahlung vom 12.12.2024', '-300,00'), right(330, 'Restbetrag', 'EUR 644,10'), '',
      'Restbetrag dankend erhalten - bezahlt mit Bankomatkarte am 08.01.2025.',
      'Garantie auf Fassung und Gläser: 2 Jahre ab Abholung.',
      'Bitte reichen Sie Rechnung und Verordnung bei Ihrer Krankenkasse ein.',
    ]],
    expected: {
      OpticianName: 'Optik Sonnleitner e.U.', OpticianVatId: 'ATU63829414', InvoiceNo: '2025-0031', InvoiceDate: '2025-01-08', CustomerFullName: 'Mag. Elisabeth Pichler',
      PrescriptionDate: '2024-12-02', LensDesign: 'progressive', SphereRight: -2.25, SphereLeft: -1.75, NearAddition: 2, PupilDistanceMm: 63, LoyaltyDiscountPct: 10,
      InvoiceTotalGross: 944.1, VatContained: 157.35, RemainingBalance: 644.1, PaidInFull: true, WarrantyYears: 2, Currency: 'EUR',
      Items: [
        { ArticleText: 'Fassung Lindqvist 7704 Titan, graphit', Quantity: 1, UnitPriceEur: 289, LineTotalEur: 289 },
        { ArticleText: 'Gleitsichtglas 1,6 superentspiegelt', Quantity: 2, UnitPriceEur: 345, LineTotalEur: 690 },
        { ArticleText: 'Blaulichtfilter-Beschichtung', Quantity: 2, UnitPriceEur: 35, LineTotalEur: 70 },
        { ArticleText: 'Etui und Reinigungstuch', Quantity: 1, UnitPriceEur: 0, LineTotalEur: 0 },
      ],
    },
  },
  {
    name: "French reçu fiscal for a donation to an association in the Cerfa layout, label/value blocks for the bénéficiaire and the donateur, the amount in figures and in words, the date in words and [X]/[ ] check boxes for the CGI article, the form, the nature and the way of payment", lang: 'fr', schema: 'recu_fiscal_don',
    pages: [[
      "Reçu au titre des dons à certains organismes d'intérêt général",
      'Articles 200, 238 bis et 978 du code général des impôts',
      { at: [380], cells: ["Numéro d'ordre du reçu : 2024-0318"] }, '',
      'Bénéficiaire des versements',
      { at: [20, 230], cells: ['Nom ou dénomination', "Association Les Jardins Partagés du Val d'Orge"] },
      { at: [20, 230], cells: ['Adresse', '12 rue des Tilleuls, 91240 Saint-Michel-sur-Orge'] },
      { at: [20, 230], cells: ['Objet', "Jardins d'insertion et maraîchage solidaire"] },
      "[X] Œuvre ou organisme d'intérêt général",
      "[ ] Association ou fondation reconnue d'utilité publique par décret", '',
      'Donateur',
      { at: [20, 230], cells: ['Nom', 'M. Julien Castaing'] },
      { at: [20, 230], cells: ['Adresse', '5 allée des Peupliers, 91700 Sainte-Geneviève-des-Bois'] }, '',
      "Le bénéficiaire reconnaît avoir reçu au titre des dons et versements ouvrant droit à",
      "réduction d'impôt, la somme de :",
      { at: [20, 230], cells: ['Somme en chiffres', '250,00 €'] },
      { at: [20, 230], cells: ['Somme en toutes lettres', 'deux cent cinquante euros'] },
      { at: [20, 230], cells: ['Date du versement ou du don', '14 novembre 2024'] }, '',
      "Le bénéficiaire certifie sur l'honneur que les dons et versements qu'il reçoit",
      "ouvrent droit à la réduction d'impôt prévue à l'article :",
      { at: [20, 170, 330], cells: ['[X] 200 du CGI', '[ ] 238 bis du CGI', '[ ] 978 du CGI'] },
      'Forme du don :',
      { at: [20, 270], cells: ['[ ] Acte authentique', '[ ] Acte sous seing privé'] },
      { at: [20, 270], cells: ['[X] Déclaration de don manuel', '[ ] Autres'] },
      'Nature du don :',
      { at: [20, 180, 400], cells: ['[X] Numéraire', '[ ] Titres de sociétés cotés', '[ ] Autres'] },
      'En cas de don en numéraire, mode de versement du don :',
      { at: [20, 180, 290], cells: ["[ ] Remise d'espèces", '[ ] Chèque', '[X] Virement, prélèvement, carte bancaire'] }, '',
      { at: [330], cells: ['Saint-Michel-sur-Orge, le 20 janvier 2025'] },
      { at: [330], cells: ['Claire Dumoulin, trésorière'] },
    ]],
    expected: {
      organisme_beneficiaire: "Association Les Jardins Partagés du Val d'Orge", adresse_organisme: '12 rue des Tilleuls, 91240 Saint-Michel-sur-Orge', numero_ordre_recu: '2024-0318',
      interet_general: true, nom_donateur: 'Julien Castaing', adresse_donateur: '5 allée des Peupliers, 91700 Sainte-Geneviève-des-Bois', montant_don: 250,
      montant_en_lettres: 'deux cent cinquante euros', date_du_don: '2024-11-14', article_cgi: '200', forme_du_don: 'déclaration de don manuel', nature_du_don: 'numéraire',
      mode_de_versement: 'virement, prélèvement, carte bancaire', lieu_signature: 'Saint-Michel-sur-Orge', date_signature: '2025-01-20', signataire: 'Claire Dumoulin', devise: 'EUR',
    },
  },
  {
    name: "Belgian confirmation d'exécution in French of a grouped SEPA payment order with the customer in the address window, two label/value pairs per row, a transfers table with a structured communication and a Luxembourg IBAN, and the signer in a sentence", lang: 'fr', schema: 'batchTransferConfirmation',
    pages: [[
      { at: [20, 400], cells: ['Banque Mosane SA', "Confirmation d'exécution"] },
      'Boulevard de la Sauvenière 88, 4000 Liège · BIC MOSABEBB · TVA BE 0412.663.140', '',
      { at: [330], cells: ['Brasserie artisanale Les Trois Vallées SRL'] },
      { at: [330], cells: ['Rue du Moulin 41'] },
      { at: [330], cells: ['4920 Aywaille'] }, '',
      'Ordre de paiement groupé - virements SEPA',
      { at: ORDRE, cells: ['Référence', 'OG-2024-11-0073', "Date d'exécution", '29/11/2024'] },
      { at: ORDRE, cells: ['Introduit le', '28/11/2024 16:42', 'Virements', '3'] },
      { at: ORDRE, cells: ['Compte débité', 'BE54 7350 4618 2997', 'Montant total', '8.412,35 EUR'] },
      { at: ORDRE, cells: ['N° TVA client', 'BE 0745.812.313', 'Frais', '0,00 EUR'] },
      { at: ORDRE, cells: ['Virement instantané', 'non'] }, '',
      { at: VIR, cells: ['Bénéficiaire', 'Compte', 'Communication', 'Montant'] },
      { at: VIR, cells: ['Malterie du Condroz SA', 'BE72 0682 1935 4716', '+++024/1187/30506+++', '4.980,00'] },
      { at: VIR, cells: ['Verrerie Hennuyère SRL', 'BE27 3631 8044 2773', 'Facture 24/0912', '2.215,60'] },
      { at: VIR, cells: ['Transports Lambotte Sàrl', 'LU54 0081 7349 5006 1200', 'Fact. TL-8841', '1.216,75'] }, '',
      right(330, 'Total débité', '8.412,35 EUR'), '',
      'Ordre signé électroniquement par Mathilde Renard le 28/11/2024.',
      'Les fonds sont mis à la disposition des bénéficiaires au plus tard', 'le jour ouvrable suivant.',
    ]],
    expected: {
      bankName: 'Banque Mosane SA', bankBic: 'MOSABEBB', orderReference: 'OG-2024-11-0073', submittedOn: '2024-11-28', executionDate: '2024-11-29',
      orderingCustomer: 'Brasserie artisanale Les Trois Vallées SRL', customerVatNo: 'BE0745812313', debitIban: 'BE54735046182997', numberOfTransfers: 3, batchTotal: 8412.35, bankCharges: 0,
      isInstant: false, approvedBy: 'Mathilde Renard', orderCurrency: 'EUR',
      transfers: [
        { payeeName: 'Malterie du Condroz SA', payeeAccount: 'BE72068219354716', paymentMessage: '+++024/1187/30506+++', transferAmount: 4980 },
        { payeeName: 'Verrerie Hennuyère SRL', payeeAccount: 'BE27363180442773', paymentMessage: 'Facture 24/0912', transferAmount: 2215.6 },
        { payeeName: 'Transports Lambotte Sàrl', payeeAccount: 'LU540081734950061200', paymentMessage: 'Fact. TL-8841', transferAmount: 1216.75 },
      ],
    },
  },
  {
    name: 'Spanish contrato de compraventa de vehículo usado between private persons with the place and date in words at the top right, seller and buyer in label/value blocks, the car in two label/value pairs per row and the price, payment, liens and transfer tax in numbered clauses', lang: 'es', schema: 'compraventa_vehiculo',
    pages: [[
      'CONTRATO DE COMPRAVENTA DE VEHÍCULO USADO ENTRE PARTICULARES',
      { at: [330], cells: ['En Valladolid, a 9 de octubre de 2024'] }, '',
      'REUNIDOS',
      'DE UNA PARTE, como VENDEDOR:',
      { at: [20, 200], cells: ['Nombre y apellidos', 'Álvaro Pérez Quintanilla'] },
      { at: [20, 200], cells: ['DNI', '71938452H'] },
      { at: [20, 200], cells: ['Domicilio', 'Calle Santuario 22, 2º izda., 47002 Valladolid'] },
      { at: [20, 200], cells: ['Teléfono', '628 417 903'] },
      'DE OTRA PARTE, como COMPRADORA:',
      { at: [20, 200], cells: ['Nombre y apellidos', 'Lucía Benavente Ortiz'] },
      { at: [20, 200], cells: ['DNI', '09874163X'] },
      { at: [20, 200], cells: ['Domicilio', 'Avenida de Salamanca 61, 4º C, 47014 Valladolid'] },
      { at: [20, 200], cells: ['Teléfono', '671 205 388'] }, '',
      'Ambas partes se reconocen capacidad legal para contratar y acuerdan la compraventa del',
      'vehículo que se describe a continuación:',
      { at: COCHE, cells: ['Marca', 'SEAT', 'Modelo', 'León 1.5 TSI FR'] },
      { at: COCHE, cells: ['Matrícula', '4821 KTN', 'Nº de bastidor', 'VSSZZZKLZNR047712'] },
      { at: COCHE, cells: ['1ª matriculación', '17/03/2022', 'Kilómetros', '48.750'] },
      { at: COCHE, cells: ['Combustible', 'Gasolina', 'ITV en vigor hasta', '17/03/2026'] }, '',
      'CLÁUSULAS',
      'PRIMERA. El precio de venta se fija en 16.900 € (dieciséis mil novecientos euros),',
      'que la compradora abona en este acto mediante transferencia bancaria, sirviendo el',
      'presente documento como carta de pago.',
      'SEGUNDA. El vendedor entrega el vehículo a las 12:30 horas de este día, junto con el',
      'permiso de circulación, la ficha técnica y dos juegos de llaves.',
      'TERCERA. El vendedor declara que el vehículo se encuentra libre de cargas, embargos y',
      'reservas de dominio, y al corriente del Impuesto sobre Vehículos de Tracción Mecánica.',
      'CUARTA. El Impuesto sobre Transmisiones Patrimoniales y los gastos del cambio de',
      'titularidad ante la DGT corren a cargo de la compradora.',
      'QUINTA. La compradora declara conocer el estado del vehículo, que ha probado a su', 'satisfacción.', '',
      { at: [20, 330], cells: ['EL VENDEDOR', 'LA COMPRADORA'] },
      { at: [20, 330], cells: ['Fdo.: Álvaro Pérez Quintanilla', 'Fdo.: Lucía Benavente Ortiz'] },
    ]],
    expected: {
      lugar_firma: 'Valladolid', fecha_firma: '2024-10-09', hora_entrega: '12:30',
      vendedor: { nombre_completo: 'Álvaro Pérez Quintanilla', dni_nif: '71938452H', domicilio: 'Calle Santuario 22, 2º izda., 47002 Valladolid', telefono: '628 417 903' },
      comprador: { nombre_completo: 'Lucía Benavente Ortiz', dni_nif: '09874163X', domicilio: 'Avenida de Salamanca 61, 4º C, 47014 Valladolid', telefono: '671 205 388' },
      marca: 'SEAT', modelo: 'León 1.5 TSI FR', matricula: '4821 KTN', numero_bastidor: 'VSSZZZKLZNR047712', fecha_primera_matriculacion: '2022-03-17', km: 48750, combustible: 'gasolina',
      itv_valida_hasta: '2026-03-17', precio: 16900, forma_pago: 'transferencia bancaria', libre_de_cargas: true, itp_a_cargo_de: 'comprador', moneda: 'EUR',
    },
  },
];

/** Every document of the tenth round. */
export const TENTH: TenthDoc[] = [...TENTH_A, ...TENTH_B];
