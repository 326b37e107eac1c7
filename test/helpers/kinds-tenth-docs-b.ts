/** Tenth probe round, second half: a credit card statement, a mortgage repayment schedule, a brokerage note, a business trip settlement, a retirement scheme statement, a customs import declaration and an MOT test certificate (rows as printed, values a reader takes). */
import type { TenthDoc } from './kinds-tenth.js';
import { right } from './kinds-third.js';

/** The columns of the card statement's summary: two label/value pairs side by side. */
const RESUMEN = [20, 200, 310, 530];
/** The columns of the card statement's movements. */
const MOV = [20, 120, 480];
/** The columns of the loan contract's head: two label/value pairs side by side. */
const MUTUO = [20, 170, 330, 470];
/** The columns of the repayment schedule. */
const AMM = [20, 60, 160, 250, 370, 490];
/** The columns of the brokerage note's head: two label/value pairs side by side. */
const NOTA = [20, 120, 340, 460];
/** The columns of the brokerage note's trades. */
const NEG = [20, 60, 130, 200, 380, 430, 500, 580];
/** The columns of the brokerage note's summaries: the business summary and the financial summary side by side. */
const RESUMO = [20, 200, 310, 510, 580];
/** The columns of the trip settlement's journeys. */
const TRASA = [20, 100, 185, 235, 320, 400, 450, 510];
/** The columns of the retirement statement's head: two label/value pairs side by side. */
const AHLI = [20, 170, 330, 460];
/** The columns of the retirement statement's transactions. */
const TX = [20, 110, 280, 390, 530];
/** The columns of the import declaration's boxes (label above, value below). */
const VAK = [20, 260, 440];
/** The columns of the import declaration's goods items: two label/value pairs side by side. */
const ART = [20, 150, 330, 460];
/** The columns of the import declaration's tax calculation. */
const BEREK = [20, 220, 350, 460];
/** The columns of the MOT certificate's vehicle block: two label/value pairs side by side. */
const MOT = [20, 180, 330, 460];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers, NIPs and IBANs are given without their spaces; other identifiers (CNPJ, CPF, RFC,
 * MyKad, EORI, container and test numbers) as printed; names as printed, with their legal forms; an
 * address as its printed lines joined by a space. A field the document does not give is left out.
 */
export const TENTH_B: TenthDoc[] = [
  {
    name: 'Mexican estado de cuenta of a credit card with the holder in capitals on the left and the card details on the right, a summary of two label/value pairs per row with (+)/(-) labels, dates like 16-sep-2024 and a payment printed with a minus among the movements', lang: 'es', schema: 'CreditCardStatement',
    pages: [[
      { at: [20, 400], cells: ['Banco Mercantil del Pacífico, S.A.', 'ESTADO DE CUENTA'] },
      'Institución de Banca Múltiple · Tarjeta de Crédito Oro Clásica', '',
      { at: [20, 300, 420], cells: ['RAÚL ESPINOZA CÁRDENAS', 'Número', '**** **** **** 5521'] },
      { at: [20, 300, 420], cells: ['AV. REVOLUCIÓN 1450 INT. 8', 'RFC', 'EICR850611KT2'] },
      { at: [20, 300, 420], cells: ['COL. CHAPULTEPEC', 'Periodo', '13-sep-2024 al 12-oct-2024'] },
      { at: [20, 300, 420], cells: ['22020 TIJUANA, B.C.', 'Fecha de corte', '12-oct-2024'] }, '',
      'Resumen del periodo',
      { at: RESUMEN, cells: ['Saldo anterior', '$7,215.40', 'Fecha límite de pago', '01-nov-2024'] },
      { at: RESUMEN, cells: ['(-) Pagos y abonos', '$7,215.40', 'Pago mínimo', '$1,050.00'] },
      { at: RESUMEN, cells: ['(+) Compras y cargos', '$7,466.52', 'Pago para no generar intereses', '$7,466.52'] },
      { at: RESUMEN, cells: ['(+) Intereses', '$0.00', 'Límite de crédito', '$45,000.00'] },
      { at: RESUMEN, cells: ['(+) Comisiones', '$0.00', 'Crédito disponible', '$37,533.48'] },
      { at: RESUMEN, cells: ['(+) IVA', '$0.00'] },
      { at: RESUMEN, cells: ['(=) Saldo al corte', '$7,466.52'] }, '',
      'Tasa de interés anual ordinaria: 52.80%',
      'CAT PROMEDIO: 68.4% sin IVA. Para fines informativos y de comparación.', '',
      'Movimientos del periodo',
      { at: MOV, cells: ['Fecha', 'Descripción', 'Importe'] },
      { at: MOV, cells: ['14-sep-2024', 'PAGO SPEI GRACIAS', '-7,215.40'] },
      { at: MOV, cells: ['16-sep-2024', 'SUPERMERCADOS LA BRISA TIJUANA', '1,842.60'] },
      { at: MOV, cells: ['21-sep-2024', 'GASOLINERA PACIFICO NORTE', '950.00'] },
      { at: MOV, cells: ['27-sep-2024', 'FARMACIA SAN LUCAS SUC 12', '386.75'] },
      { at: MOV, cells: ['02-oct-2024', 'AEROLINEAS DEL SOL WEB', '2,399.67'] },
      { at: MOV, cells: ['05-oct-2024', 'RESTAURANTE EL FARO ENSENADA', '1,275.50'] },
      { at: MOV, cells: ['09-oct-2024', 'LIBRERIA CERVANTINA', '612.00'] }, '',
      'Si sólo realiza el pago mínimo, tardará más tiempo en pagar y pagará más intereses.',
      'Aclaraciones: Unidad Especializada de Atención a Usuarios, 800 555 0147.',
    ]],
    expected: {
      IssuingBank: 'Banco Mercantil del Pacífico, S.A.', CardHolder: 'RAÚL ESPINOZA CÁRDENAS', HolderRfc: 'EICR850611KT2', CardNumberLast4: '5521', PeriodStart: '2024-09-13',
      PeriodEnd: '2024-10-12', CutoffDate: '2024-10-12', PayByDate: '2024-11-01', OpeningBalance: 7215.4, StatementBalance: 7466.52, MinimumDue: 1050, PaymentToAvoidInterest: 7466.52,
      InterestCharged: 0, CreditLimit: 45000, AvailableCredit: 37533.48, AnnualRatePct: 52.8, CatPercent: 68.4, CurrencyIso: 'MXN',
      Movements: [
        { MovementDate: '2024-09-14', MovementText: 'PAGO SPEI GRACIAS', MovementAmount: -7215.4 },
        { MovementDate: '2024-09-16', MovementText: 'SUPERMERCADOS LA BRISA TIJUANA', MovementAmount: 1842.6 },
        { MovementDate: '2024-09-21', MovementText: 'GASOLINERA PACIFICO NORTE', MovementAmount: 950 },
        { MovementDate: '2024-09-27', MovementText: 'FARMACIA SAN LUCAS SUC 12', MovementAmount: 386.75 },
        { MovementDate: '2024-10-02', MovementText: 'AEROLINEAS DEL SOL WEB', MovementAmount: 2399.67 },
        { MovementDate: '2024-10-05', MovementText: 'RESTAURANTE EL FARO ENSENADA', MovementAmount: 1275.5 },
        { MovementDate: '2024-10-09', MovementText: 'LIBRERIA CERVANTINA', MovementAmount: 612 },
      ],
    },
  },
  {
    name: 'Italian piano di ammortamento of a fixed-rate mortgage with the borrower surname first, two label/value pairs per row, TAN and TAEG with three decimals, the first six instalments of a French-method schedule, the last due date in a sentence and no early repayment penalty', lang: 'it', schema: 'pianoAmmortamento',
    pages: [[
      { at: [20, 400], cells: ['Banca Popolare della Valdera S.p.A.', 'PIANO DI AMMORTAMENTO'] },
      'Sede legale: Corso Matteotti 52, 56025 Pontedera (PI) · P.IVA 01948270507', '',
      { at: MUTUO, cells: ['Contratto n.', 'MU-2024/00871', 'Data stipula', '15 marzo 2024'] },
      { at: MUTUO, cells: ['Mutuatario', 'LOMBARDI DAVIDE', 'Cod. fiscale', 'LMBDVD86C12G702S'] },
      { at: MUTUO, cells: ['Importo', '€ 180.000,00', 'Durata', '25 anni (300 rate)'] },
      { at: MUTUO, cells: ['Tasso', 'fisso', 'T.A.N.', '3,450%'] },
      { at: MUTUO, cells: ['Periodicità', 'mensile', 'T.A.E.G.', '3,712%'] },
      { at: MUTUO, cells: ['Rata costante', '€ 896,30', 'Prima scadenza', '30/04/2024'] },
      { at: MUTUO, cells: ['Finalità', 'acquisto prima casa'] },
      { at: MUTUO, cells: ['Immobile', 'Via dei Mille 14, 56025 Pontedera (PI)'] },
      { at: MUTUO, cells: ['Spese istruttoria', '€ 900,00'] },
      { at: MUTUO, cells: ['Addebito su', 'IT87 T057 0225 4100 0000 4417 831'] }, '',
      'Estratto del piano - prime sei rate',
      { at: AMM, cells: ['N.', 'Scadenza', 'Rata', 'Quota capitale', 'Quota interessi', 'Debito residuo'] },
      { at: AMM, cells: ['1', '30/04/2024', '896,30', '378,80', '517,50', '179.621,20'] },
      { at: AMM, cells: ['2', '31/05/2024', '896,30', '379,89', '516,41', '179.241,31'] },
      { at: AMM, cells: ['3', '30/06/2024', '896,30', '380,98', '515,32', '178.860,33'] },
      { at: AMM, cells: ['4', '31/07/2024', '896,30', '382,08', '514,22', '178.478,25'] },
      { at: AMM, cells: ['5', '31/08/2024', '896,30', '383,18', '513,12', '178.095,07'] },
      { at: AMM, cells: ['6', '30/09/2024', '896,30', '384,28', '512,02', '177.710,79'] },
      '... il piano prosegue fino alla rata n. 300 con scadenza 31/03/2049.', '',
      'Il piano è calcolato al tasso fisso indicato con il metodo francese (rata costante).',
      "In caso di estinzione anticipata non è dovuta alcuna penale (art. 120-ter TUB).",
      'Pontedera, 15 marzo 2024',
    ]],
    expected: {
      istitutoBancario: 'Banca Popolare della Valdera S.p.A.', numeroContratto: 'MU-2024/00871', dataStipula: '2024-03-15', intestatario: 'LOMBARDI DAVIDE', codiceFiscale: 'LMBDVD86C12G702S',
      capitaleFinanziato: 180000, durataAnni: 25, numeroRate: 300, tipoTasso: 'fisso', tan: 3.45, taeg: 3.712, periodicita: 'mensile', importoRata: 896.3, primaScadenza: '2024-04-30',
      ultimaScadenza: '2049-03-31', speseIstruttoria: 900, ibanAddebito: 'IT87T0570225410000004417831', penaleEstinzione: false,
      rateDelPiano: [
        { nRata: 1, dataScadenza: '2024-04-30', rataTotale: 896.3, quotaCapitale: 378.8, quotaInteressi: 517.5, residuo: 179621.2 },
        { nRata: 2, dataScadenza: '2024-05-31', rataTotale: 896.3, quotaCapitale: 379.89, quotaInteressi: 516.41, residuo: 179241.31 },
        { nRata: 3, dataScadenza: '2024-06-30', rataTotale: 896.3, quotaCapitale: 380.98, quotaInteressi: 515.32, residuo: 178860.33 },
        { nRata: 4, dataScadenza: '2024-07-31', rataTotale: 896.3, quotaCapitale: 382.08, quotaInteressi: 514.22, residuo: 178478.25 },
        { nRata: 5, dataScadenza: '2024-08-31', rataTotale: 896.3, quotaCapitale: 383.18, quotaInteressi: 513.12, residuo: 178095.07 },
        { nRata: 6, dataScadenza: '2024-09-30', rataTotale: 896.3, quotaCapitale: 384.28, quotaInteressi: 512.02, residuo: 177710.79 },
      ],
    },
  },
  {
    name: 'Brazilian nota de corretagem with the CNPJ in the letterhead, two label/value pairs per row, a trades table with C/V, ticker and D/C columns, a business summary and a financial summary side by side with D marks, and the net amount to settle on a date', lang: 'pt', schema: 'nota_corretagem',
    pages: [[
      { at: [20, 420], cells: ['Piratini Corretora de Valores S.A.', 'NOTA DE CORRETAGEM'] },
      'CNPJ 09.471.538/0001-59 · Av. Borges de Medeiros 2233, 9º andar',
      'Porto Alegre - RS · CEP 90110-150 · ouvidoria@piratinicorretora.com.br', '',
      { at: NOTA, cells: ['Nr. nota', '4471902', 'Data pregão', '21/10/2024'] },
      { at: NOTA, cells: ['Folha', '1', 'Liquidação', '23/10/2024'] }, '',
      'Cliente',
      { at: NOTA, cells: ['Nome', 'Fernanda Albuquerque Rocha', 'Código', '884213'] },
      { at: NOTA, cells: ['CPF', '318.604.527-44', 'Assessor', '0127'] }, '',
      'Negócios realizados',
      { at: NEG, cells: ['C/V', 'Mercado', 'Código', 'Especificação do título', 'Qtd.', 'Preço', 'Valor', 'D/C'] },
      { at: NEG, cells: ['C', 'VISTA', 'CRSL3', 'CERRO SUL ON NM', '300', '18,42', '5.526,00', 'D'] },
      { at: NEG, cells: ['C', 'VISTA', 'MRTB4', 'MARATUBA PN N1', '200', '31,07', '6.214,00', 'D'] },
      { at: NEG, cells: ['V', 'VISTA', 'VDRA11', 'VIDRARIA FII CI', '50', '96,30', '4.815,00', 'C'] }, '',
      { at: [20, 310], cells: ['Resumo dos negócios', 'Resumo financeiro'] },
      { at: RESUMO, cells: ['Vendas à vista', '4.815,00', 'Valor líquido das operações', '6.925,00', 'D'] },
      { at: RESUMO, cells: ['Compras à vista', '11.740,00', 'Taxa de liquidação', '4,14', 'D'] },
      { at: RESUMO, cells: ['Opções - compras', '0,00', 'Emolumentos', '0,83', 'D'] },
      { at: RESUMO, cells: ['Opções - vendas', '0,00', 'Corretagem', '0,00', ''] },
      { at: RESUMO, cells: ['Valor das operações', '16.555,00', 'I.R.R.F. s/ operações', '0,24', 'D'] },
      { at: RESUMO, cells: ['', '', 'Líquido para 23/10/2024', '6.930,21', 'D'] }, '',
      'I.R.R.F. de 0,005% sobre a base de vendas de R$ 4.815,00.',
      'Operações realizadas em bolsa, mercado à vista. Ouvidoria: 0800 600 4471.',
    ]],
    expected: {
      brokerage_firm: 'Piratini Corretora de Valores S.A.', brokerage_cnpj: '09.471.538/0001-59', nota_number: '4471902', trade_date: '2024-10-21', settles_on: '2024-10-23',
      investor_name: 'Fernanda Albuquerque Rocha', investor_cpf: '318.604.527-44', investor_code: '884213', sales_total: 4815, purchases_total: 11740, operations_total: 16555,
      settlement_fee: 4.14, exchange_fees: 0.83, brokerage_commission: 0, irrf: 0.24, net_settlement: 6930.21, net_direction: 'D', settlement_currency: 'BRL',
      trades: [
        { buy_sell: 'C', ticker: 'CRSL3', security_spec: 'CERRO SUL ON NM', shares: 300, price_per_share: 18.42, gross_value: 5526 },
        { buy_sell: 'C', ticker: 'MRTB4', security_spec: 'MARATUBA PN N1', shares: 200, price_per_share: 31.07, gross_value: 6214 },
        { buy_sell: 'V', ticker: 'VDRA11', security_spec: 'VIDRARIA FII CI', shares: 50, price_per_share: 96.3, gross_value: 4815 },
      ],
    },
  },
  {
    name: 'Polish rozliczenie kosztów podróży służbowej with the place and date in words at the top right, a label/value block, a journeys table with departure and arrival dates and times, a kilometre allowance, per diems reduced for breakfasts, an advance deducted and the amount in words', lang: 'pl', schema: 'rozliczenieDelegacji',
    pages: [[
      { at: [20, 360], cells: ['Przedsiębiorstwo Geodezyjne Mapgeo Sp. z o.o.', 'Toruń, 11 października 2024 r.'] },
      'ul. Kopernika 18, 87-100 Toruń · NIP 956-221-47-80', '',
      'ROZLICZENIE KOSZTÓW PODRÓŻY SŁUŻBOWEJ', 'do polecenia wyjazdu służbowego nr 47/2024', '',
      { at: [20, 200], cells: ['Pracownik', 'Tomasz Wróblewski'] },
      { at: [20, 200], cells: ['Stanowisko', 'geodeta uprawniony'] },
      { at: [20, 200], cells: ['Cel podróży', 'pomiary inwentaryzacyjne budowy hali magazynowej'] },
      { at: [20, 200], cells: ['Miejscowość docelowa', 'Gdańsk'] },
      { at: [20, 200], cells: ['Środek lokomocji', 'samochód prywatny (poj. silnika pow. 900 cm³)'] }, '',
      { at: TRASA, cells: ['Wyjazd', 'Data', 'Godz.', 'Przyjazd', 'Data', 'Godz.', 'Km', 'Koszt (zł)'] },
      { at: TRASA, cells: ['Toruń', '07.10.2024', '06:15', 'Gdańsk', '07.10.2024', '10:05', '345', '288,35'] },
      { at: TRASA, cells: ['Gdańsk', '09.10.2024', '15:30', 'Toruń', '09.10.2024', '19:20', '345', '288,35'] }, '',
      'Rozliczenie',
      { at: [20, 470], cells: ['Przejazdy (ryczałt 690 km × 0,8358 zł/km)', '576,70'] },
      { at: [20, 470], cells: ['Diety: 3 × 45,00 zł', '135,00'] },
      { at: [20, 470], cells: ['pomniejszenie za 2 śniadania (2 × 11,25 zł)', '-22,50'] },
      { at: [20, 470], cells: ['Noclegi wg rachunków (2 noce)', '578,00'] },
      { at: [20, 470], cells: ['Inne wydatki wg załączników (parking)', '64,00'] },
      { at: [20, 470], cells: ['Ogółem', '1 331,20'] },
      { at: [20, 470], cells: ['Pobrana zaliczka', '500,00'] },
      { at: [20, 470], cells: ['Do wypłaty', '831,20'] },
      'Słownie: osiemset trzydzieści jeden złotych 20/100', 'Załączników: 3', '',
      { at: [20, 330], cells: ['Sprawdzono pod względem merytorycznym', 'Zatwierdzono do wypłaty'] },
      { at: [20, 330], cells: ['14.10.2024 Anna Kaczmarek', '14.10.2024 Piotr Zieliński'] },
    ]],
    expected: {
      firma: 'Przedsiębiorstwo Geodezyjne Mapgeo Sp. z o.o.', nipFirmy: '9562214780', numerPolecenia: '47/2024', delegowany: 'Tomasz Wróblewski',
      celWyjazdu: 'pomiary inwentaryzacyjne budowy hali magazynowej', miejsceDocelowe: 'Gdańsk', dataWyjazdu: '2024-10-07', dataPowrotu: '2024-10-09', srodekLokomocji: 'samochód prywatny',
      przejechaneKm: 690, stawkaKm: 0.8358, liczbaDiet: 3, kosztyNoclegow: 578, kosztyOgolem: 1331.2, zaliczka: 500, kwotaDoWyplaty: 831.2, dataRozliczenia: '2024-10-11',
      liczbaZalacznikow: 3, waluta: 'PLN',
      przejazdy: [
        { skad: 'Toruń', dokad: 'Gdańsk', dataPrzejazdu: '2024-10-07', km: 345, kosztPrzejazdu: 288.35 },
        { skad: 'Gdańsk', dokad: 'Toruń', dataPrzejazdu: '2024-10-09', km: 345, kosztPrzejazdu: 288.35 },
      ],
    },
  },
  {
    name: 'Malaysian penyata tahunan of a private retirement scheme in Bahasa Malaysia with the member in capitals, two label/value pairs per row, a Malay month name, a transactions table with unit prices and units to four decimals between an opening and a closing balance, and the sub-accounts', lang: 'ms', schema: 'PrsAnnualStatement',
    pages: [[
      { at: [20, 400], cells: ['SERANTAU AMANAH ASSET MANAGEMENT BERHAD', 'PENYATA TAHUNAN'] },
      '200801023345 (826611-T) · Penyedia Skim Persaraan Swasta (PRS)', 'Aras 18, Menara Serantau, 50250 Kuala Lumpur · Tel: 03-2716 8800', '',
      'NUR AISYAH BINTI KAMARUDDIN', 'NO. 12, JALAN SETIA INDAH U13/7M', 'SETIA ALAM', '40170 SHAH ALAM, SELANGOR', '',
      { at: AHLI, cells: ['No. Ahli', 'PRS-00384721', 'Tarikh Penyata', '15 Januari 2025'] },
      { at: AHLI, cells: ['No. MyKad', '880914-14-5526', 'Tempoh', '01/01/2024 - 31/12/2024'] },
      { at: AHLI, cells: ['Dana', 'Dana Persaraan Serantau Sederhana - Kelas A'] }, '',
      'Butiran Transaksi',
      { at: TX, cells: ['Tarikh', 'Butiran', 'Amaun (RM)', 'Harga Seunit (RM)', 'Unit'] },
      { at: TX, cells: ['01/01/2024', 'Baki dibawa ke hadapan', '', '', '18,452.3310'] },
      { at: TX, cells: ['15/03/2024', 'Caruman', '1,000.00', '0.6124', '1,632.9197'] },
      { at: TX, cells: ['14/06/2024', 'Caruman', '1,000.00', '0.6231', '1,604.8788'] },
      { at: TX, cells: ['16/09/2024', 'Caruman', '1,000.00', '0.6307', '1,585.5399'] },
      { at: TX, cells: ['13/12/2024', 'Caruman', '1,000.00', '0.6389', '1,565.1902'] },
      { at: TX, cells: ['31/12/2024', 'Baki penutup', '', '', '24,840.8596'] }, '',
      'Ringkasan',
      { at: [20, 280], cells: ['Jumlah caruman 2024', 'RM 4,000.00'] },
      { at: [20, 280], cells: ['Harga seunit pada 31 Disember 2024', 'RM 0.6402'] },
      { at: [20, 280], cells: ['Nilai pelaburan', 'RM 15,903.12'] },
      { at: [20, 280], cells: ['Sub-akaun A (70%)', 'RM 11,132.18'] },
      { at: [20, 280], cells: ['Sub-akaun B (30%)', 'RM 4,770.94'] }, '',
      'Caruman anda bagi tahun 2024 layak untuk pelepasan cukai sehingga RM3,000.',
      'Pengeluaran daripada Sub-akaun B dibenarkan sekali setahun.',
      'Penyata ini dijana oleh komputer dan tidak memerlukan tandatangan.',
    ]],
    expected: {
      ProviderCompany: 'SERANTAU AMANAH ASSET MANAGEMENT BERHAD', FundName: 'Dana Persaraan Serantau Sederhana - Kelas A', MemberFullName: 'NUR AISYAH BINTI KAMARUDDIN',
      PostalAddress: 'NO. 12, JALAN SETIA INDAH U13/7M SETIA ALAM 40170 SHAH ALAM, SELANGOR', MyKadNo: '880914-14-5526', MemberAccountNo: 'PRS-00384721', StatementDate: '2025-01-15',
      PeriodFrom: '2024-01-01', PeriodUntil: '2024-12-31', UnitsBroughtForward: 18452.331, UnitsClosing: 24840.8596, UnitPriceYearEnd: 0.6402, YearContributions: 4000,
      InvestmentValue: 15903.12, SubAccountA: 11132.18, SubAccountB: 4770.94, TaxReliefEligible: true, TaxReliefCap: 3000, Currency: 'MYR',
      Contributions: [
        { ContributionDate: '2024-03-15', AmountRm: 1000, PricePerUnit: 0.6124, UnitsBought: 1632.9197 },
        { ContributionDate: '2024-06-14', AmountRm: 1000, PricePerUnit: 0.6231, UnitsBought: 1604.8788 },
        { ContributionDate: '2024-09-16', AmountRm: 1000, PricePerUnit: 0.6307, UnitsBought: 1585.5399 },
        { ContributionDate: '2024-12-13', AmountRm: 1000, PricePerUnit: 0.6389, UnitsBought: 1565.1902 },
      ],
    },
  },
  {
    name: 'Dutch aangifte ten invoer printed by a customs agent with numbered boxes (label above value), sender and importer side by side, each goods item as a block of two label/value pairs per row, a tax calculation table and the import VAT deferred under article 23', lang: 'nl', schema: 'import_declaration',
    pages: [[
      { at: [20, 400], cells: ['Van Oordt Douaneservices B.V.', 'AANGIFTE TEN INVOER'] },
      'Waalhaven Oostzijde 71, 3087 BM Rotterdam · KvK 24481906 · AEO NLAEOF00041277', 'Afdruk van de aanvaarde aangifte (kopie voor de importeur)', '',
      { at: [20, 200, 440], cells: ['1 Aangifte', 'MRN', 'Datum aanvaarding'] },
      { at: [20, 200, 440], cells: ['IM A', '24NL7Q9M3K1X8D4P21', '18-11-2024'] }, '',
      { at: [20, 330], cells: ['2 Afzender / exporteur', '8 Geadresseerde / importeur'] },
      { at: [20, 330], cells: ['Zhejiang Hongyu Kitchenware Co., Ltd.', 'Groothandel Kookgerei Noorderlicht B.V.'] },
      { at: [20, 330], cells: ['No. 88 Binhai Road, Beilun District', 'Zuiderhavenweg 5'] },
      { at: [20, 330], cells: ['Ningbo 315800, China', '9723 JA Groningen'] },
      { at: [20, 330], cells: ['', 'EORI NL853012447'] }, '',
      { at: VAK, cells: ['14 Aangever / vertegenwoordiger', '15 Land van verzending', '16 Land van oorsprong'] },
      { at: VAK, cells: ['Van Oordt Douaneservices B.V.', 'CN', 'CN'] },
      'Vertegenwoordiging: direct',
      { at: VAK, cells: ['20 Leveringsvoorwaarden', '22 Munt en factuurbedrag', '23 Wisselkoers'] },
      { at: VAK, cells: ['CIF Rotterdam', 'USD 24.850,00', '0,9412'] },
      { at: VAK, cells: ['18 Vervoermiddel', '31 Container', '35 Brutogewicht (kg)'] },
      { at: VAK, cells: ['Zeeschip NORDIC LANTERN', 'ZKWU 418207 3', '5.850'] }, '',
      'Artikel 1 van 3',
      { at: ART, cells: ['Goederencode', '73239390', 'Colli', '220 CT'] },
      { at: ART, cells: ['Omschrijving', 'Kookpannen van roestvrij staal'] },
      { at: ART, cells: ['Brutogewicht', '4.180 kg', 'Douanewaarde', 'EUR 14.318,60'] },
      { at: ART, cells: ['Invoerrecht', '3,2 %', 'Bedrag', 'EUR 458,20'] },
      'Artikel 2 van 3',
      { at: ART, cells: ['Goederencode', '82159910', 'Colli', '85 CT'] },
      { at: ART, cells: ['Omschrijving', 'Keukenbestek van roestvrij staal'] },
      { at: ART, cells: ['Brutogewicht', '960 kg', 'Douanewaarde', 'EUR 5.870,40'] },
      { at: ART, cells: ['Invoerrecht', '8,5 %', 'Bedrag', 'EUR 498,98'] },
      'Artikel 3 van 3',
      { at: ART, cells: ['Goederencode', '39241000', 'Colli', '60 CT'] },
      { at: ART, cells: ['Omschrijving', 'Keukengerei van kunststof'] },
      { at: ART, cells: ['Brutogewicht', '710 kg', 'Douanewaarde', 'EUR 3.199,82'] },
      { at: ART, cells: ['Invoerrecht', '6,5 %', 'Bedrag', 'EUR 207,99'] }, '',
      '47 Berekening van de belastingen',
      { at: BEREK, cells: ['Soort', 'Grondslag', 'Tarief', 'Bedrag'] },
      { at: BEREK, cells: ['A00 Invoerrecht', '23.388,82', '', '1.165,17'] },
      { at: BEREK, cells: ['B00 Btw (verlegd)', '24.553,99', '21 %', '5.156,34'] }, '',
      right(330, 'Totaal te betalen', 'EUR 1.165,17'), '',
      'De btw bij invoer is verlegd op grond van artikel 23 Wet OB (vergunning V23-118/2022).',
    ]],
    expected: {
      customs_broker: 'Van Oordt Douaneservices B.V.', representation: 'direct', mrn: '24NL7Q9M3K1X8D4P21', declaration_type: 'IM A', accepted_on: '2024-11-18',
      exporter_name: 'Zhejiang Hongyu Kitchenware Co., Ltd.', importer_name: 'Groothandel Kookgerei Noorderlicht B.V.', importer_eori: 'NL853012447', origin_country: 'CN',
      delivery_terms: 'CIF', invoice_currency: 'USD', commercial_invoice_amount: 24850, exchange_rate: 0.9412, total_gross_kg: 5850, container_id: 'ZKWU 418207 3', customs_value_eur: 23388.82,
      duty_total: 1165.17, import_vat: 5156.34, vat_deferred_art23: true,
      goods: [
        { line_no: 1, hs_code: '73239390', goods_description: 'Kookpannen van roestvrij staal', package_count: 220, item_gross_kg: 4180, customs_value: 14318.6, duty_rate: 3.2, duty_amount: 458.2 },
        { line_no: 2, hs_code: '82159910', goods_description: 'Keukenbestek van roestvrij staal', package_count: 85, item_gross_kg: 960, customs_value: 5870.4, duty_rate: 8.5, duty_amount: 498.98 },
        { line_no: 3, hs_code: '39241000', goods_description: 'Keukengerei van kunststof', package_count: 60, item_gross_kg: 710, customs_value: 3199.82, duty_rate: 6.5, duty_amount: 207.99 },
      ],
    },
  },
  {
    name: 'UK MOT test certificate with the vehicle in two label/value pairs per row, dates in words, the mileage with a thousands comma, minor defects and advisories under their own headings with the manual reference in a column, and the testing station at the foot', lang: 'en', schema: 'motTestCertificate',
    pages: [[
      { at: [20, 460], cells: ['MOT TEST CERTIFICATE', 'PASS'] }, '',
      { at: MOT, cells: ['Registration', 'KX19 TRV', 'Make', 'FORD'] },
      { at: MOT, cells: ['Model', 'FOCUS ZETEC EDITION', 'Colour', 'Blue'] },
      { at: MOT, cells: ['Fuel type', 'Petrol', 'First used', '29 March 2019'] },
      { at: MOT, cells: ['VIN', 'WF0NXXGCHNKL41207'] }, '',
      { at: MOT, cells: ['Date of test', '4 November 2024', 'Expiry date', '3 November 2025'] },
      { at: MOT, cells: ['Odometer', '62,418 miles', 'Test number', '4417 2290 8815'] }, '',
      'Repair as soon as possible (minor defects)',
      { at: [20, 460], cells: ['Nearside Front Brake pipe slightly corroded', '1.1.11 (c)'] },
      { at: [20, 460], cells: ['Windscreen washer provides insufficient washer liquid', '3.6 (b)'] }, '',
      'Monitor and repair if necessary (advisories)',
      { at: [20, 460], cells: ['Nearside Front Tyre worn close to legal limit', '5.2.3 (e)'] },
      { at: [20, 460], cells: ['Offside Front Suspension arm bush slightly worn', '5.3.4 (a)'] }, '',
      'Test location',
      'Kestrel Lane Motors Ltd', 'Unit 6, Kestrel Lane Trading Estate, Harwood Bridge HB4 7LN',
      { at: [20, 180], cells: ['Testing station', 'V41827'] },
      { at: [20, 180], cells: ['Tester', 'M. Okonjo'] },
      { at: [20, 180], cells: ['Fee paid', '£54.85'] }, '',
      'Check the MOT history of this vehicle online.', 'Keep this certificate with the vehicle documents.',
    ]],
    expected: {
      vehicleReg: 'KX19 TRV', testOutcome: 'pass', manufacturer: 'FORD', modelName: 'FOCUS ZETEC EDITION', vehicleColour: 'Blue', fuel: 'petrol', vinNumber: 'WF0NXXGCHNKL41207',
      testedOn: '2024-11-04', validUntil: '2025-11-03', mileage: 62418, motTestNumber: '4417 2290 8815', firstUseDate: '2019-03-29', testingStation: 'Kestrel Lane Motors Ltd',
      stationNumber: 'V41827', testerName: 'M. Okonjo', testFee: 54.85, feeCurrency: 'GBP',
      defects: [
        { defectCategory: 'minor', defectText: 'Nearside Front Brake pipe slightly corroded', manualRef: '1.1.11 (c)' },
        { defectCategory: 'minor', defectText: 'Windscreen washer provides insufficient washer liquid', manualRef: '3.6 (b)' },
        { defectCategory: 'advisory', defectText: 'Nearside Front Tyre worn close to legal limit', manualRef: '5.2.3 (e)' },
        { defectCategory: 'advisory', defectText: 'Offside Front Suspension arm bush slightly worn', manualRef: '5.3.4 (a)' },
      ],
    },
  },
];
