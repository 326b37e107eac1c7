/** Fourteenth probe round, second half: a rent deposit certificate, a certified seed label, a court summons, a dog registry certificate, a crypto exchange statement, a flat handover protocol and a fish catch certificate (rows as printed, values a reader takes). */
import type { FourteenthDoc } from './kinds-fourteenth.js';

/** The columns of the deposit certificate's head on the right. */
const ATT = [330, 440];
/** The columns of the deposit certificate's tenants: two label/value pairs side by side. */
const HUURDER = [20, 130, 330, 450];
/** The columns of the deposit certificate's label/value rows. */
const HW = [20, 230];
/** The columns of the seed label's label/value rows. */
const ROT = [20, 230];
/** The columns of the seed label's analysis. */
const ANA = [20, 330];
/** The columns of the summons' label/value rows. */
const CIT = [20, 200];
/** The columns of the summons' list of copies. */
const COP = [40, 380];
/** The columns of the dog certificate's rows: two label/value pairs side by side. */
const CAN = [20, 150, 330, 450];
/** The columns of the dog certificate's long rows. */
const CAN_WIDE = [20, 150];
/** The columns of the crypto statement's head: two label/value pairs side by side. */
const EXT = [20, 110, 350, 440];
/** The columns of the crypto statement's positions. */
const POSI = [20, 130, 230, 360, 470];
/** The columns of the crypto statement's movements. */
const MOV = [20, 100, 210, 280, 380, 480];
/** The columns of the handover protocol's parties. */
const STR = [20, 150];
/** The columns of the handover protocol's flat details. */
const LOK = [20, 220];
/** The columns of the handover protocol's meters. */
const LIC = [20, 200, 350, 460];
/** The columns of the catch certificate's rows: two label/value pairs side by side. */
const ST = [20, 160, 320, 470];
/** The columns of the catch certificate's long rows. */
const ST_WIDE = [20, 200];
/** The columns of the catch certificate's catch. */
const TK = [20, 200, 390, 480];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * IBANs are given without their spaces; other identifiers (certificate, register, label, lot, case,
 * registration, microchip, tax code, CNPJ, CPF, PESEL, vessel and document numbers) as printed; names as
 * printed, with their legal forms, without courtesy titles; an address as its printed lines joined by a
 * space. A field the document does not give is left out.
 */
export const FOURTEENTH_B: FourteenthDoc[] = [
  {
    name: 'Belgian rent deposit certificate in Dutch (attest huurwaarborg) from a savings bank with the certificate number, date and branch at the top right, the legal basis in a paragraph, two tenants with their national register numbers in two label/value pairs per row, the landlord, home, lease and deposit in label/value rows with dates as dd/mm/yyyy and in words and amounts as € 1.950,00, and the months of rent and interest rate in sentences', lang: 'nl', schema: 'huurwaarborg_attest',
    pages: [[
      { at: [20, 400], cells: ['Spaarbank Scheldeland NV', 'ATTEST HUURWAARBORG'] },
      'Kouter 29 · 9000 Gent · BIC SSCHBE22 · RPR Gent · BTW BE 0403.447.128', '',
      { at: ATT, cells: ['Attestnr.', 'HW-2025-04471'] },
      { at: ATT, cells: ['Datum', '06/06/2025'] },
      { at: ATT, cells: ['Kantoor', 'Gent-Sint-Pieters'] }, '',
      'Spaarbank Scheldeland NV bevestigt dat zij, overeenkomstig artikel 37 van het Vlaams',
      'Woninghuurdecreet, een geïndividualiseerde geblokkeerde rekening heeft geopend op naam',
      'van de huurder(s) als waarborg voor de hierna vermelde huurovereenkomst.', '',
      { at: HUURDER, cells: ['Huurder 1', 'Jonas Verstraete', 'Rijksregisternr.', '92.04.17-219.48'] },
      { at: HUURDER, cells: ['Huurder 2', 'Lotte De Smet', 'Rijksregisternr.', '94.11.02-146.07'] },
      { at: HW, cells: ['Verhuurder', 'Immo Leiezicht BV (KBO 0784.118.447)'] },
      { at: HW, cells: ['Gehuurd goed', 'Kortrijksesteenweg 214 bus 3, 9000 Gent'] },
      { at: HW, cells: ['Aanvang huurovereenkomst', '1 juli 2025'] },
      { at: HW, cells: ['Duur', '9 jaar'] },
      { at: HW, cells: ['Maandelijkse huurprijs', '€ 975,00'] }, '',
      { at: HW, cells: ['Waarborgrekening', 'BE71 0961 2345 6769'] },
      { at: HW, cells: ['Bedrag van de waarborg', '€ 1.950,00'] },
      { at: HW, cells: ['Datum van storting', '05/06/2025'] }, '',
      'Het bedrag van de waarborg stemt overeen met 2 maanden huur. De interesten worden',
      'gekapitaliseerd en komen toe aan de huurder; de rentevoet bedraagt op de datum van dit',
      'attest 1,25 % per jaar.',
      'De waarborg kan enkel worden vrijgegeven op voorlegging van een akkoord van beide',
      'partijen of van een uitvoerbare rechterlijke beslissing.', '',
      'Voor Spaarbank Scheldeland NV',
      'Ellen Van Damme, kantoorverantwoordelijke',
    ]],
    expected: {
      bank: 'Spaarbank Scheldeland NV', attestnummer: 'HW-2025-04471', attestdatum: '2025-06-06', waarborgvorm: 'geblokkeerde rekening',
      huurders: [
        { naam: 'Jonas Verstraete', rijksregisternummer: '92.04.17-219.48' },
        { naam: 'Lotte De Smet', rijksregisternummer: '94.11.02-146.07' },
      ],
      verhuurder: 'Immo Leiezicht BV', adres_huurwoning: 'Kortrijksesteenweg 214 bus 3, 9000 Gent', begin_huur: '2025-07-01', huurduur_jaren: 9, maandhuur: 975,
      waarborgrekening: 'BE71096123456769', waarborgbedrag: 1950, aantal_maanden_huur: 2, stortingsdatum: '2025-06-05', rentevoet: 1.25, valuta: 'EUR',
    },
  },
  {
    name: 'Argentine official label for certified soybean seed (rótulo de semilla fiscalizada) with the seed company, its CUIT and RNCyFS number in the letterhead, the class in capitals beside the label number, the species with its scientific name in brackets, the seed data and the quality analysis in label/value rows with percentages as 99,2 %, and the treatment and validity of the analysis in sentences', lang: 'es', schema: 'rotulo_semilla',
    pages: [[
      { at: [20, 380], cells: ['SEMILLERA PAMPA NORTE S.A.', 'RÓTULO OFICIAL'] },
      'Ruta Nacional 8 km 228 · (2700) Pergamino · Buenos Aires · CUIT 30-71144712-9',
      'Inscripción RNCyFS N° 4471 · Rótulo numerado por el INASE', '',
      { at: [20, 300, 400], cells: ['SEMILLA FISCALIZADA', 'Rótulo N°', 'A-01447182'] }, '',
      { at: ROT, cells: ['Especie', 'Soja (Glycine max)'] },
      { at: ROT, cells: ['Cultivar', 'PN 4471 STS'] },
      { at: ROT, cells: ['Categoría', 'Primera multiplicación (F1)'] },
      { at: ROT, cells: ['Campaña de producción', '2024/2025'] },
      { at: ROT, cells: ['Lote N°', 'PN-SJ-25-0871'] },
      { at: ROT, cells: ['Provincia de producción', 'Buenos Aires'] },
      { at: ROT, cells: ['Contenido neto', '40 kg'] }, '',
      'ANÁLISIS DE CALIDAD (Boletín N° 25-3318 del 18/08/2025)',
      { at: ANA, cells: ['Pureza físico-botánica', '99,2 %'] },
      { at: ANA, cells: ['Materia inerte', '0,7 %'] },
      { at: ANA, cells: ['Otras semillas', '0,1 %'] },
      { at: ANA, cells: ['Poder germinativo', '86 %'] },
      { at: ANA, cells: ['Humedad', '12,5 %'] },
      { at: ANA, cells: ['Peso de 1000 semillas', '168 g'] }, '',
      'El análisis de poder germinativo es válido hasta el 18/02/2026.',
      'Semilla curada con fludioxonil + metalaxil-M. PROHIBIDO SU USO PARA CONSUMO HUMANO O',
      'ANIMAL. Conservar en lugar fresco y seco.',
      'Cultivar protegido: su multiplicación sin autorización del obtentor está prohibida',
      '(Ley 20.247 de Semillas y Creaciones Fitogenéticas).',
    ]],
    expected: {
      semillero: 'SEMILLERA PAMPA NORTE S.A.', rncyfs: '4471', numero_rotulo: 'A-01447182', clase: 'Fiscalizada', especie: 'Soja', nombre_cientifico: 'Glycine max',
      cultivar: 'PN 4471 STS', categoria: 'Primera multiplicación (F1)', campana: '2024/2025', lote: 'PN-SJ-25-0871', contenido_neto_kg: 40, pureza_pct: 99.2,
      germinacion_pct: 86, humedad_pct: 12.5, peso_mil_semillas_g: 168, fecha_analisis: '2025-08-18', curada: true, vencimiento_analisis: '2026-02-18',
    },
  },
  {
    name: 'Spanish court summons (cédula de citación) from a court of first instance with the court name over two lines, the proceedings, NIG and parties in label/value rows, the person summoned, date in words and time, and courtroom in label/value rows, the amount claimed as 3.418,60 euros in a sentence, numbered legal warnings with the lawyer requirement, a list of copies with their sheets, and the place and date in words', lang: 'es', schema: 'citacionJudicial',
    pages: [[
      { at: [20, 360], cells: ['JUZGADO DE PRIMERA INSTANCIA N.º 4', 'ADMINISTRACIÓN DE JUSTICIA'] },
      'DE ZARAGOZA',
      'Plaza del Pilar, 2 - Edificio B, planta 3 · 50003 Zaragoza · Tel. 976 20 84 71', '',
      { at: CIT, cells: ['Procedimiento', 'Juicio verbal (250.2) 447/2025 - Sección B'] },
      { at: CIT, cells: ['NIG', '5029742120250008177'] },
      { at: CIT, cells: ['Materia', 'Reclamación de cantidad'] },
      { at: CIT, cells: ['Demandante', 'COMUNIDAD DE PROPIETARIOS CALLE COSO 118'] },
      { at: CIT, cells: ['Procuradora', 'María Pilar Lasheras Gil'] },
      { at: CIT, cells: ['Demandado', 'Óscar Bielsa Marco'] }, '',
      'CÉDULA DE CITACIÓN', '',
      'En virtud de lo acordado en diligencia de ordenación de esta fecha, dictada en el',
      'procedimiento arriba referenciado, se cita a la persona abajo indicada para que',
      'comparezca en la sede de este Juzgado, en el día y hora que se expresan, a la',
      'celebración de la vista.', '',
      { at: CIT, cells: ['Persona citada', 'D. Óscar Bielsa Marco'] },
      { at: CIT, cells: ['Domicilio', 'C/ San Vicente de Paúl, 22, 4.º izda., 50001 Zaragoza'] },
      { at: CIT, cells: ['En calidad de', 'Parte demandada'] },
      { at: CIT, cells: ['Día y hora', '18 de noviembre de 2025, a las 10:30 horas'] },
      { at: CIT, cells: ['Lugar', 'Sala de Vistas n.º 7, planta 1'] }, '',
      'Cuantía de la reclamación: 3.418,60 euros, en concepto de cuotas de comunidad',
      'impagadas de los ejercicios 2023 y 2024 y derrama extraordinaria.', '',
      'PREVENCIONES LEGALES',
      '1. Deberá comparecer con todas las pruebas de que intente valerse. Si no comparece, se',
      '   declarará su rebeldía y se continuará el procedimiento sin más citaciones.',
      '2. Por razón de la cuantía, superior a 2.000 euros, es preceptiva la intervención de',
      '   abogado y procurador.',
      '3. Se le hace entrega de copia de los siguientes documentos:',
      { at: COP, cells: ['Escrito de demanda', '6 folios'] },
      { at: COP, cells: ['Documentos 1 a 5 acompañados a la demanda', '14 folios'] },
      { at: COP, cells: ['Decreto de admisión a trámite', '2 folios'] }, '',
      'En Zaragoza, a 13 de octubre de 2025.',
      'EL LETRADO DE LA ADMINISTRACIÓN DE JUSTICIA',
      'Javier Ortún Sancho',
    ]],
    expected: {
      juzgado: 'JUZGADO DE PRIMERA INSTANCIA N.º 4 DE ZARAGOZA', tipoProcedimiento: 'juicio verbal', numeroProcedimiento: '447/2025', nig: '5029742120250008177',
      materia: 'Reclamación de cantidad', demandante: 'COMUNIDAD DE PROPIETARIOS CALLE COSO 118', demandado: 'Óscar Bielsa Marco',
      domicilioCitado: 'C/ San Vicente de Paúl, 22, 4.º izda., 50001 Zaragoza', fechaVista: '2025-11-18', horaVista: '10:30', sala: 'Sala de Vistas n.º 7, planta 1',
      cuantia: 3418.6, abogadoPreceptivo: true, fechaCedula: '2025-10-13', letrado: 'Javier Ortún Sancho', moneda: 'EUR',
      copiasEntregadas: [
        { documento: 'Escrito de demanda', folios: 6 },
        { documento: 'Documentos 1 a 5 acompañados a la demanda', folios: 14 },
        { documento: 'Decreto de admisión a trámite', folios: 2 },
      ],
    },
  },
  {
    name: "Italian certificate of registration in the dog registry from a local health authority, with the registration number and date in two label/value pairs per row, the owner in capitals surname first with her tax code and a two-line residence, the dog's data in two label/value pairs per row with dates as dd/mm/yyyy, the vet and origin in wide rows, and the fees, reporting period and pet passport in sentences", lang: 'it', schema: 'iscrizioneAnagrafeCanina',
    pages: [[
      { at: [20, 420], cells: ['AZIENDA USL DI PARMA', 'ANAGRAFE CANINA'] },
      'Dipartimento di Sanità Pubblica · Servizio Veterinario · Strada del Quartiere 2/A, Parma', '',
      "CERTIFICATO DI ISCRIZIONE ALL'ANAGRAFE DEGLI ANIMALI D'AFFEZIONE", '',
      { at: CAN, cells: ['N. iscrizione', 'PR-2025-018447', 'Data iscrizione', '03/03/2025'] }, '',
      'PROPRIETARIO',
      { at: CAN, cells: ['Cognome e nome', 'FERRARI GIULIA', 'Codice fiscale', 'FRRGLI88C52G337H'] },
      { at: CAN, cells: ['Nata a', 'Parma (PR)', 'il', '12/03/1988'] },
      { at: CAN, cells: ['Residenza', 'Borgo delle Colonne 28', 'Telefono', '347 118 4472'] },
      { at: CAN, cells: ['', '43121 Parma (PR)'] }, '',
      'ANIMALE',
      { at: CAN, cells: ['Nome', 'Brio', 'Specie', 'cane'] },
      { at: CAN, cells: ['Razza', 'Lagotto Romagnolo', 'Sesso', 'M'] },
      { at: CAN, cells: ['Nato il', '14/11/2024', 'Mantello', 'roano marrone'] },
      { at: CAN, cells: ['Taglia', 'media', 'Sterilizzato', 'no'] },
      { at: CAN, cells: ['Microchip', '380260041184472', 'Applicato il', '21/02/2025'] },
      { at: CAN_WIDE, cells: ['Applicato da', 'Dr.ssa Chiara Bocchi, medico veterinario (Ordine di Parma n. 447)'] },
      { at: CAN_WIDE, cells: ['Provenienza', 'Allevamento "Del Ducato", Langhirano (PR)'] }, '',
      'I diritti sanitari di € 15,00 (iscrizione € 12,50, certificato € 2,50) sono stati',
      'versati tramite pagoPA, codice avviso 3018 4471 2500 8471 9.',
      'Il proprietario è tenuto a comunicare al Servizio Veterinario, entro 15 giorni, ogni',
      "variazione di residenza, la cessione, lo smarrimento o la morte dell'animale.",
      'Passaporto europeo per animali da compagnia: non rilasciato.', '',
      { at: [330], cells: ['Il Dirigente Veterinario'] },
      { at: [330], cells: ['Dott. Paolo Zanichelli'] },
    ]],
    expected: {
      ente: 'AZIENDA USL DI PARMA', numeroIscrizione: 'PR-2025-018447', dataIscrizione: '2025-03-03',
      proprietario: { nome: 'FERRARI GIULIA', codiceFiscale: 'FRRGLI88C52G337H', indirizzo: 'Borgo delle Colonne 28 43121 Parma (PR)' },
      nomeAnimale: 'Brio', razza: 'Lagotto Romagnolo', sesso: 'maschio', dataNascita: '2024-11-14', taglia: 'media', sterilizzato: false, microchip: '380260041184472',
      dataMicrochip: '2025-02-21', veterinario: 'Chiara Bocchi', dirittiPagati: 15, passaporto: false, giorniPerComunicare: 15, valuta: 'EUR',
    },
  },
  {
    name: 'Brazilian crypto exchange monthly statement (extrato mensal) with the company and its CNPJ in the letterhead, two label/value pairs per row for the client with dates as dd/mm/yyyy, a positions table with quantities to eight decimals and values in R$ 1.234,56 with the cash balance and total rows, a movements table with deposits, a buy, a sell, a withdrawal and fees, and the monthly sales, tax exemption and gain in a paragraph', lang: 'pt', schema: 'ExtratoCripto',
    pages: [[
      { at: [20, 420], cells: ['CRIPTOBRASIL', 'EXTRATO MENSAL'] },
      'CriptoBrasil Intermediação de Ativos Digitais Ltda. · CNPJ 41.447.128/0001-90',
      'Av. Brigadeiro Faria Lima, 3477, 14º andar · São Paulo/SP · CEP 04538-133', '',
      { at: EXT, cells: ['Cliente', 'Rafael Nogueira Bastos', 'CPF', '447.118.209-35'] },
      { at: EXT, cells: ['Conta', '0044718-2', 'Emitido em', '05/08/2025'] },
      { at: [20, 110], cells: ['Período', '01/07/2025 a 31/07/2025'] }, '',
      'POSIÇÃO EM 31/07/2025',
      { at: POSI, cells: ['Ativo', 'Quantidade', 'Preço médio (R$)', 'Cotação (R$)', 'Valor (R$)'] },
      { at: POSI, cells: ['Bitcoin (BTC)', '0,04210000', '512.340,00', '648.920,00', '27.319,53'] },
      { at: POSI, cells: ['Ethereum (ETH)', '1,25000000', '14.880,00', '20.410,00', '25.512,50'] },
      { at: POSI, cells: ['Solana (SOL)', '18,50000000', '812,40', '1.036,75', '19.179,88'] },
      { at: POSI, cells: ['Saldo em reais', '', '', '', '2.418,36'] },
      { at: POSI, cells: ['Patrimônio total', '', '', '', '74.430,27'] }, '',
      'MOVIMENTAÇÕES DO PERÍODO',
      { at: MOV, cells: ['Data', 'Operação', 'Ativo', 'Quantidade', 'Valor (R$)', 'Taxa (R$)'] },
      { at: MOV, cells: ['03/07/2025', 'Depósito Pix', 'BRL', '', '5.000,00', '0,00'] },
      { at: MOV, cells: ['04/07/2025', 'Compra', 'SOL', '6,00000000', '4.791,00', '23,96'] },
      { at: MOV, cells: ['18/07/2025', 'Venda', 'ETH', '0,25000000', '4.985,00', '24,93'] },
      { at: MOV, cells: ['29/07/2025', 'Saque Pix', 'BRL', '', '3.000,00', '0,00'] },
      { at: [20, 480], cells: ['Total de taxas no período', '48,89'] }, '',
      'Vendas de criptoativos no mês: R$ 4.985,00. O total de alienações no mês ficou abaixo do',
      'limite de isenção de R$ 35.000,00, não havendo imposto de renda a recolher sobre o ganho',
      'apurado de R$ 1.265,00.',
      'Operações informadas à Receita Federal conforme a IN RFB 1.888/2019.',
      'Ouvidoria: 0800 447 1280 · ouvidoria@criptobrasil.example.com.br',
    ]],
    expected: {
      Corretora: 'CriptoBrasil Intermediação de Ativos Digitais Ltda.', Cnpj: '41.447.128/0001-90', Cliente: 'Rafael Nogueira Bastos', Cpf: '447.118.209-35',
      DataInicio: '2025-07-01', DataFim: '2025-07-31', DataEmissao: '2025-08-05', PatrimonioTotal: 74430.27, SaldoReais: 2418.36, TotalTaxas: 48.89,
      TotalVendas: 4985, GanhoApurado: 1265, IsentoIR: true, Moeda: 'BRL',
      Posicoes: [
        { Ativo: 'BTC', Quantidade: 0.0421, ValorReais: 27319.53 },
        { Ativo: 'ETH', Quantidade: 1.25, ValorReais: 25512.5 },
        { Ativo: 'SOL', Quantidade: 18.5, ValorReais: 19179.88 },
      ],
    },
  },
  {
    name: 'Polish flat handover protocol (protokół zdawczo-odbiorczy) with the date in words with the genitive month and the town in the locative in a sentence, the parties with addresses and PESEL numbers in label/value rows, the flat in label/value rows with the area as 54,30 m², a meter table with readings in 18 447,3, and the keys, deposit as 5 400,00 zł and remarks in numbered paragraphs', lang: 'pl', schema: 'protokolOdbioru',
    pages: [[
      'PROTOKÓŁ ZDAWCZO-ODBIORCZY LOKALU MIESZKALNEGO', '',
      'sporządzony w dniu 30 września 2025 r. w Krakowie, stanowiący załącznik nr 2 do umowy',
      'najmu nr 14/2025 z dnia 12 września 2025 r.', '',
      { at: STR, cells: ['Wynajmujący', 'Agnieszka Zielińska, ul. Lea 118/4, 30-052 Kraków'] },
      { at: STR, cells: ['', 'PESEL 71030512346'] },
      { at: STR, cells: ['Najemca', 'Michał Kowalczyk, ul. Długa 7, 33-100 Tarnów'] },
      { at: STR, cells: ['', 'PESEL 96071804217'] }, '',
      '§ 1. Przedmiot protokołu',
      { at: LOK, cells: ['Adres lokalu', 'ul. Józefa Dietla 47/12, 31-054 Kraków'] },
      { at: LOK, cells: ['Powierzchnia użytkowa', '54,30 m²'] },
      { at: LOK, cells: ['Liczba pokoi', '2'] },
      { at: LOK, cells: ['Piętro', 'III'] },
      { at: LOK, cells: ['Stan techniczny lokalu', 'dobry'] }, '',
      '§ 2. Stany liczników na dzień przekazania',
      { at: LIC, cells: ['Medium', 'Nr licznika', 'Stan', 'Jedn.'] },
      { at: LIC, cells: ['Energia elektryczna', '94117208', '18 447,3', 'kWh'] },
      { at: LIC, cells: ['Gaz', 'GZ-0044712', '3 218,604', 'm³'] },
      { at: LIC, cells: ['Woda zimna', 'WZ 22 0187', '412,85', 'm³'] },
      { at: LIC, cells: ['Woda ciepła', 'WC 22 0188', '196,40', 'm³'] }, '',
      '§ 3. Klucze',
      'Wynajmujący przekazał Najemcy: klucze do drzwi wejściowych – 3 szt., klucze do skrzynki',
      'pocztowej – 2 szt., klucz do komórki lokatorskiej – 1 szt., pilot do bramy – 1 szt.', '',
      '§ 4. Kaucja',
      'Najemca wpłacił kaucję zabezpieczającą w wysokości 5 400,00 zł (słownie: pięć tysięcy',
      'czterysta złotych 00/100), co odpowiada dwukrotności miesięcznego czynszu najmu.', '',
      '§ 5. Uwagi',
      'Rysa na blacie kuchennym przy zlewie; brak jednej żarówki w łazience. Pozostałe',
      'wyposażenie zgodnie z załącznikiem nr 1, sprawne.', '',
      { at: [20, 330], cells: ['Wynajmujący', 'Najemca'] },
      { at: [20, 330], cells: ['Agnieszka Zielińska', 'Michał Kowalczyk'] },
    ]],
    expected: {
      dataProtokolu: '2025-09-30', miejscowosc: 'Kraków', numerUmowy: '14/2025', dataUmowy: '2025-09-12', wynajmujacy: 'Agnieszka Zielińska', najemca: 'Michał Kowalczyk',
      peselNajemcy: '96071804217', adresLokalu: 'ul. Józefa Dietla 47/12, 31-054 Kraków', powierzchnia: 54.3, liczbaPokoi: 2, stanLokalu: 'dobry', kluczeDoDrzwi: 3,
      kaucja: 5400, waluta: 'PLN',
      liczniki: [
        { medium: 'Energia elektryczna', stan: 18447.3 },
        { medium: 'Gaz', stan: 3218.604 },
        { medium: 'Woda zimna', stan: 412.85 },
        { medium: 'Woda ciepła', stan: 196.4 },
      ],
    },
  },
  {
    name: 'Brunei fish catch certificate in Malay with an English subtitle, the fisheries department in capitals, the document number and date as dd.mm.yyyy in two label/value pairs per row, the vessel in two label/value pairs per row, the fishing and landing dates in words in a sentence, a catch table with Malay and scientific names, FAO codes and weights in kg as 1,284.5 with a total row, the exporter in label/value rows and the fee as B$25.00 in a sentence', lang: 'ms', schema: 'sijil_tangkapan',
    pages: [[
      { at: [20, 380], cells: ['JABATAN PERIKANAN', 'NEGARA BRUNEI DARUSSALAM'] },
      'Kementerian Perindustrian dan Sumber-Sumber Utama · Jalan Menteri Besar, BB3910', '',
      'SIJIL TANGKAPAN / CATCH CERTIFICATE', '',
      { at: ST, cells: ['No. Dokumen', 'BN-CC-2025-00418', 'Tarikh', '07.10.2025'] }, '',
      '1. VESEL PENANGKAP',
      { at: ST, cells: ['Nama vesel', 'KM SRI MUARA 8', 'Pelabuhan pangkalan', 'Muara'] },
      { at: ST, cells: ['No. pendaftaran', 'BF 4471 M', 'No. lesen menangkap', 'LPI/2025/0187'] },
      { at: ST, cells: ['Alat tangkapan', 'Rawai (longline)', 'Kawasan', 'Zon C, ZEE Brunei'] },
      { at: ST_WIDE, cells: ['Nakhoda', 'Awang Haji Rosli bin Haji Mahmud'] }, '',
      '2. BUTIRAN TANGKAPAN',
      'Tempoh menangkap: 1 hingga 5 Oktober 2025. Didaratkan pada 6 Oktober 2025 di Kompleks',
      'Perikanan Muara.',
      { at: TK, cells: ['Spesies', 'Nama saintifik', 'Kod FAO', 'Berat (kg)'] },
      { at: TK, cells: ['Tuna sirip kuning', 'Thunnus albacares', 'YFT', '1,284.5'] },
      { at: TK, cells: ['Tenggiri batang', 'Scomberomorus commerson', 'COM', '412.0'] },
      { at: TK, cells: ['Ikan merah', 'Lutjanus malabaricus', 'LJM', '356.0'] },
      { at: TK, cells: ['Jumlah', '', '', '2,052.5'] },
      { at: ST_WIDE, cells: ['Keadaan produk', 'Segar, disimpan dalam ais'] }, '',
      '3. PENGEKSPORT DAN DESTINASI',
      { at: ST_WIDE, cells: ['Pengeksport', 'Syarikat Hasil Laut Muara Sdn Bhd'] },
      { at: ST_WIDE, cells: ['Alamat', 'Unit 4, Kompleks Perikanan Muara, BT1728'] },
      { at: ST_WIDE, cells: ['Negara pengimport', 'Jepun'] },
      { at: ST_WIDE, cells: ['Pengangkutan', 'Penerbangan RB 0695, 08.10.2025'] }, '',
      '4. PENGESAHAN',
      'Dengan ini disahkan bahawa maklumat di atas adalah benar dan tangkapan tersebut telah',
      'dibuat mengikut undang-undang dan peraturan perikanan yang berkuat kuasa.',
      'Fi pengesahan B$25.00 telah dibayar (Resit No. R-2025-11847).', '',
      { at: [330], cells: ['Dayang Nurul Huda binti Haji Abdullah'] },
      { at: [330], cells: ['Pegawai Perikanan'] },
    ]],
    expected: {
      no_dokumen: 'BN-CC-2025-00418', tarikh_dokumen: '2025-10-07', nama_vesel: 'KM SRI MUARA 8', no_pendaftaran: 'BF 4471 M', nakhoda: 'Awang Haji Rosli bin Haji Mahmud',
      alat_tangkapan: 'Rawai (longline)', tarikh_tamat_tangkapan: '2025-10-05', tarikh_pendaratan: '2025-10-06', pengeksport: 'Syarikat Hasil Laut Muara Sdn Bhd',
      negara_pengimport: 'Jepun', jumlah_berat_kg: 2052.5, keadaan: 'segar', fi_pengesahan: 25, mata_wang: 'BND',
      tangkapan: [
        { nama_saintifik: 'Thunnus albacares', berat_kg: 1284.5 },
        { nama_saintifik: 'Scomberomorus commerson', berat_kg: 412 },
        { nama_saintifik: 'Lutjanus malabaricus', berat_kg: 356 },
      ],
    },
  },
];
