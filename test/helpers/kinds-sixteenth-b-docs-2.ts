/** Sixteenth probe round, part B continued: a well-drilling quotation, a sports club membership renewal notice and a coworking membership invoice-receipt (rows as printed, values a reader takes). */
import type { SixteenthBDoc } from './kinds-sixteenth-b.js';

/** The columns of the drilling quotation's head: the customer on the left, the quotation number and date on the right. */
const DV_HEAD = [20, 360];
/** The columns of the drilling quotation's technical data: two label/value pairs side by side. */
const FOR = [20, 170, 330, 460];
/** The columns of the drilling quotation's lines. */
const DV_LIGNES = [20, 310, 370, 420, 500];
/** The columns of the drilling quotation's totals. */
const DV_SUM = [330, 500];
/** The columns of the renewal notice's member details: two label/value pairs side by side. */
const SOCIO = [20, 150, 330, 450];
/** The columns of the renewal notice's members. */
const MIEM = [20, 300, 430];
/** The columns of the renewal notice's charges and totals. */
const CUOTA = [20, 300, 450];
/** The columns of the invoice-receipt's head: label/value pairs on the left, the customer on the right. */
const FR_HEAD = [20, 110, 330];
/** The columns of the invoice-receipt's lines. */
const FR_LIN = [20, 320, 370, 440, 510];
/** The columns of the invoice-receipt's VAT summary. */
const FR_IVA = [20, 110, 220];
/** The columns of the invoice-receipt's totals. */
const FR_SUM = [330, 510];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers are given without their spaces; other identifiers (quotation, ICE, notice, RUC, DNI,
 * invoice, ATCUD and NIF numbers) as printed; names as printed, with their legal forms, without courtesy
 * titles; an address as its printed lines joined by ', ' or as printed on one line. A field the document
 * does not give is left out.
 */
export const SIXTEENTH_B_2: SixteenthBDoc[] = [
  {
    name: "Moroccan well-drilling quotation in French (devis de forage) from a SARL AU with its activities under the name, the customer under 'M.' on the left and the quotation number and place and date in words on the right, the object and site in sentences, the technical data in two label/value pairs per row, a lines table with units, metres and amounts as 27 000,00, total HT, TVA 20 % and TTC in DH at the right, the total in words, the deposit, extra metre price, authorisation and validity in sentences, and the RC, IF, patente, CNSS, ICE and RIB in the footer", lang: 'fr', schema: 'devis_forage_ma',
    pages: [[
      'SOUSS FORAGE SARL AU',
      "Forage de puits · Captage d'eau · Pompage solaire",
      'Lot 184, Zone Industrielle Tassila, Dcheira El Jihadia – Agadir · Tél. 05 28 33 44 71 · GSM 06 61 18 44 72', '',
      { at: DV_HEAD, cells: ['Client :', 'DEVIS N° DV-2026/037'] },
      { at: DV_HEAD, cells: ['M. Brahim Ait Ouahmane', 'Agadir, le 9 février 2026'] },
      { at: DV_HEAD, cells: ['Résidence Al Hadika, Imm. 7, Appt 12', ''] },
      { at: DV_HEAD, cells: ['Hay Dakhla, Agadir', ''] }, '',
      "Objet : réalisation d'un forage pour l'irrigation d'une exploitation d'agrumes de 6 ha.",
      "Lieu des travaux : Douar Ait Boukdir, Commune de Drargua, Province d'Agadir Ida-Outanane", '',
      { at: FOR, cells: ['Profondeur prévue', '150 m', 'Usage', 'Irrigation'] },
      { at: FOR, cells: ['Méthode', 'Rotary à la boue', 'Tubage', 'PVC Ø 180 mm'] },
      { at: FOR, cells: ['Niveau statique estimé', '65 m', 'Débit visé', '8 l/s'] },
      { at: FOR, cells: ["Délai d'exécution", '12 jours', 'Démarrage', 'sous 3 semaines'] }, '',
      { at: DV_LIGNES, cells: ['Désignation', 'Unité', 'Qté', 'P.U. HT', 'Montant HT'] },
      { at: DV_LIGNES, cells: ['Amenée et repli du matériel de forage', 'Forfait', '1', '6 000,00', '6 000,00'] },
      { at: DV_LIGNES, cells: ['Forage en Ø 12" 1/4 de 0 à 60 m', 'ml', '60', '450,00', '27 000,00'] },
      { at: DV_LIGNES, cells: ['Forage en Ø 8" 1/2 de 60 à 150 m', 'ml', '90', '380,00', '34 200,00'] },
      { at: DV_LIGNES, cells: ['Tubage PVC Ø 180 mm, fourni et posé', 'ml', '150', '165,00', '24 750,00'] },
      { at: DV_LIGNES, cells: ['Massif filtrant en gravier calibré', 'm³', '4', '850,00', '3 400,00'] },
      { at: DV_LIGNES, cells: ['Développement et essai de pompage 24 h', 'Forfait', '1', '7 500,00', '7 500,00'] }, '',
      { at: DV_SUM, cells: ['Total HT', '102 850,00'] },
      { at: DV_SUM, cells: ['TVA 20 %', '20 570,00'] },
      { at: DV_SUM, cells: ['Total TTC (DH)', '123 420,00'] }, '',
      'Arrêté le présent devis à la somme de : cent vingt-trois mille quatre cent vingt dirhams TTC.',
      'Conditions de paiement : acompte de 40 % à la commande, soit 49 368,00 DH TTC ; le solde à la',
      "fin des travaux après l'essai de pompage.",
      'Tout mètre foré au-delà de 150 m sera facturé 380,00 DH HT le mètre linéaire.',
      "L'autorisation de creusement auprès de l'Agence du Bassin Hydraulique du Souss-Massa est à la",
      'charge du client. Validité du devis : 30 jours.', '',
      { at: [20, 330], cells: ['Bon pour accord (signature du client)', 'Pour SOUSS FORAGE SARL AU'] },
      { at: [20, 330], cells: ['', 'Lahcen Idbelkas, gérant'] }, '',
      'RC 18447 Inezgane · IF 51844712 · Patente 48271904 · CNSS 8447182 · ICE 002447183000058',
      'RIB : 007 810 0001844712000041 24 – Banque Atlas du Souss, agence Dcheira',
    ]],
    expected: {
      entreprise_forage: 'SOUSS FORAGE SARL AU', ice: '002447183000058', numero_devis: 'DV-2026/037', date_devis: '2026-02-09', client: 'Brahim Ait Ouahmane',
      lieu_travaux: "Douar Ait Boukdir, Commune de Drargua, Province d'Agadir Ida-Outanane", profondeur_prevue_m: 150, usage_eau: 'irrigation', autorisation_a_charge_client: true,
      total_ht: 102850, tva: 20570, total_ttc: 123420, acompte_commande: 49368, prix_metre_supplementaire: 380, validite_jours: 30, devise: 'MAD',
      postes: [
        { designation: 'Amenée et repli du matériel de forage', quantite: 1, montant_ht: 6000 },
        { designation: 'Forage en Ø 12" 1/4 de 0 à 60 m', quantite: 60, montant_ht: 27000 },
        { designation: 'Forage en Ø 8" 1/2 de 60 à 150 m', quantite: 90, montant_ht: 34200 },
        { designation: 'Tubage PVC Ø 180 mm, fourni et posé', quantite: 150, montant_ht: 24750 },
        { designation: 'Massif filtrant en gravier calibré', quantite: 4, montant_ht: 3400 },
        { designation: 'Développement et essai de pompage 24 h', quantite: 1, montant_ht: 7500 },
      ],
    },
  },
  {
    name: "Peruvian sports club membership renewal notice (aviso de renovación de membresía) from a S.A.C. with its RUC in the letterhead and the notice number at the right, the place and date in words, the member under 'Señor' with his address over two lines, the member code, category and DNI in two label/value pairs per row, the renewal period in a sentence, a table of the members with relation and DNI, the charges with S/ 3,200.00 amounts, valor de venta, IGV 18% and total at the right, and the early payment amount, due date and bank in sentences", lang: 'es', schema: 'renovacionClubPe',
    pages: [[
      { at: [20, 400], cells: ['CLUB CAMPESTRE LOS CÓNDORES S.A.C.', 'AVISO DE RENOVACIÓN'] },
      { at: [20, 400], cells: ['RUC 20514472182', 'N° AR-2026-00847'] },
      'Av. La Molina 2184, La Molina, Lima · Central (01) 368-4471 · socios@loscondores.example.pe', '',
      { at: [330], cells: ['Lima, 5 de diciembre de 2025'] }, '',
      'Señor',
      'Javier Alonso Quispe Rengifo',
      'Calle Los Geranios 318, Dpto. 401',
      'Urb. Camacho, La Molina – Lima', '',
      { at: SOCIO, cells: ['Código de socio', 'F-04471', 'Categoría', 'Familiar'] },
      { at: SOCIO, cells: ['DNI del titular', '41844723', 'Socio desde', 'marzo 2014'] }, '',
      'Estimado socio:',
      'Su membresía vence el 31 de diciembre de 2025. Para conservar sus beneficios le invitamos a',
      'renovarla por el periodo del 1 de enero al 31 de diciembre de 2026 para los siguientes miembros:', '',
      { at: MIEM, cells: ['Nombre', 'Parentesco', 'DNI'] },
      { at: MIEM, cells: ['Javier Alonso Quispe Rengifo', 'Titular', '41844723'] },
      { at: MIEM, cells: ['Rosa Elena Huamán Castillo', 'Cónyuge', '42718449'] },
      { at: MIEM, cells: ['Diego Quispe Huamán', 'Hijo', '75184472'] },
      { at: MIEM, cells: ['Valeria Quispe Huamán', 'Hija', '78447120'] }, '',
      { at: CUOTA, cells: ['Concepto', '', 'Importe S/'] },
      { at: CUOTA, cells: ['Cuota anual de mantenimiento, categoría Familiar', '', '3,200.00'] },
      { at: CUOTA, cells: ['Casillero en vestuario N° 118', '', '240.00'] },
      { at: CUOTA, cells: ['Estacionamiento, 1 vehículo', '', '360.00'] },
      { at: CUOTA, cells: ['', 'Valor de venta', 'S/ 3,800.00'] },
      { at: CUOTA, cells: ['', 'IGV 18%', 'S/ 684.00'] },
      { at: CUOTA, cells: ['', 'Importe total', 'S/ 4,484.00'] }, '',
      'Pago anticipado: si cancela hasta el 31/12/2025 obtiene un 10% de descuento y paga solo',
      'S/ 4,035.60. Fecha de vencimiento del pago: 31 de enero de 2026. Vencido el plazo, el acceso a',
      'las instalaciones quedará suspendido hasta regularizar la deuda.',
      'Puede pagar en la tesorería del club o depositar en la cuenta corriente en soles del Banco',
      'Andino del Perú N° 194-2184471-0-38 (CCI 002-194-002184471038-94).',
      'El comprobante de pago electrónico se emitirá al momento de la cancelación.', '',
      'Atentamente,',
      'Patricia Salazar Gamarra',
      'Jefa de Atención al Socio',
    ]],
    expected: {
      club: 'CLUB CAMPESTRE LOS CÓNDORES S.A.C.', rucClub: '20514472182', numeroAviso: 'AR-2026-00847', fechaAviso: '2025-12-05', socioTitular: 'Javier Alonso Quispe Rengifo',
      direccionSocio: 'Calle Los Geranios 318, Dpto. 401, Urb. Camacho, La Molina – Lima', categoria: 'Familiar', numeroMiembros: 4, vigenciaHasta: '2026-12-31', valorVenta: 3800,
      igv: 684, importeTotal: 4484, importePagoAnticipado: 4035.6, fechaVencimientoPago: '2026-01-31', incluyeCasillero: true, moneda: 'PEN',
      miembros: [
        { nombre: 'Javier Alonso Quispe Rengifo', parentesco: 'Titular' },
        { nombre: 'Rosa Elena Huamán Castillo', parentesco: 'Cónyuge' },
        { nombre: 'Diego Quispe Huamán', parentesco: 'Hijo' },
        { nombre: 'Valeria Quispe Huamán', parentesco: 'Hija' },
      ],
    },
  },
  {
    name: "Portuguese coworking membership invoice-receipt (fatura-recibo) from a Lda. with its NIF and capital in the letterhead, the document number, date as dd-mm-yyyy and ATCUD as label/value pairs on the left beside the customer under 'Exma. Senhora' with her NIF on the right, the plan and period in a line, a lines table with a VAT column and amounts as 210,00, a VAT summary, total ilíquido, IVA 23% and total in € at the right, and the MB WAY payment, IBAN and certified software note in sentences", lang: 'pt', schema: 'fatura_cowork_pt',
    pages: [[
      { at: [20, 400], cells: ['Colmeia Coworking, Lda.', 'FATURA-RECIBO'] },
      { at: [20, 400], cells: ['Rua da Boavista, 118 · 1200-214 Lisboa', 'Original'] },
      'Tel. 213 447 182 · ola@colmeia.example.pt',
      'NIF 516447181 · Capital social 5 000,00 € · Matriculada na C.R.C. de Lisboa', '',
      { at: FR_HEAD, cells: ['N.º', 'FR 2026A/118', 'Exma. Senhora'] },
      { at: FR_HEAD, cells: ['Data', '02-02-2026', 'Inês Carvalho Duarte'] },
      { at: FR_HEAD, cells: ['ATCUD', 'JF7K3M2P-118', 'Rua Morais Soares, 87, 3.º Dto.'] },
      { at: FR_HEAD, cells: ['Cliente n.º', '0447', '1900-341 Lisboa'] },
      { at: FR_HEAD, cells: ['', '', 'NIF 247184438'] }, '',
      'Plano: Secretária Fixa · Período: 1 a 28 de fevereiro de 2026 · Acesso 24/7', '',
      { at: FR_LIN, cells: ['Descrição', 'Qtd.', 'Preço unit.', 'IVA', 'Valor'] },
      { at: FR_LIN, cells: ['Mensalidade Secretária Fixa, fevereiro 2026', '1', '210,00', '23%', '210,00'] },
      { at: FR_LIN, cells: ['Sala de reuniões (horas)', '5', '12,00', '23%', '60,00'] },
      { at: FR_LIN, cells: ['Domiciliação de sede e receção de correio', '1', '35,00', '23%', '35,00'] },
      { at: FR_LIN, cells: ['Cacifo individual', '1', '15,00', '23%', '15,00'] },
      { at: FR_LIN, cells: ['Impressões a preto (páginas)', '120', '0,05', '23%', '6,00'] }, '',
      'Quadro resumo do IVA',
      { at: FR_IVA, cells: ['Taxa', 'Incidência', 'Valor IVA'] },
      { at: FR_IVA, cells: ['23%', '326,00', '74,98'] }, '',
      { at: FR_SUM, cells: ['Total ilíquido', '326,00 €'] },
      { at: FR_SUM, cells: ['IVA 23%', '74,98 €'] },
      { at: FR_SUM, cells: ['Total', '400,98 €'] }, '',
      'Pagamento recebido em 02-02-2026 por MB WAY. Obrigado!',
      'As horas de sala de reuniões não utilizadas não transitam para o mês seguinte.',
      'Para transferências: IBAN PT50 0035 0447 0001 8447 1827 5',
      'Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.',
      'Qm4T-Processado por programa certificado n.º 2847/AT',
    ]],
    expected: {
      espaco_coworking: 'Colmeia Coworking, Lda.', nif_emitente: '516447181', numero_documento: 'FR 2026A/118', atcud: 'JF7K3M2P-118', data_documento: '2026-02-02',
      nome_cliente: 'Inês Carvalho Duarte', nif_cliente: '247184438', morada_cliente: 'Rua Morais Soares, 87, 3.º Dto., 1900-341 Lisboa', plano: 'Secretária Fixa',
      horas_sala_reunioes: 5, total_sem_iva: 326, valor_iva: 74.98, total_com_iva: 400.98, pago: true, moeda: 'EUR',
      linhas: [
        { descricao: 'Mensalidade Secretária Fixa, fevereiro 2026', valor: 210 },
        { descricao: 'Sala de reuniões (horas)', valor: 60 },
        { descricao: 'Domiciliação de sede e receção de correio', valor: 35 },
        { descricao: 'Cacifo individual', valor: 15 },
        { descricao: 'Impressões a preto (páginas)', valor: 6 },
      ],
    },
  },
];
