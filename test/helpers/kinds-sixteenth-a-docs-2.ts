/** Sixteenth probe round, part A continued: a locksmith's call-out invoice, a tattoo studio consent form with its receipt and a tyre storage receipt (rows as printed, values a reader takes). */
import type { SixteenthADoc } from './kinds-sixteenth-a.js';

/** The columns of the locksmith invoice's head boxes (label above value). */
const CE_BOX = [20, 150, 280, 420];
/** The columns of the locksmith invoice's customer rows. */
const CE = [20, 180];
/** The columns of the locksmith invoice's lines. */
const CE_ITEMS = [20, 340, 400, 490];
/** The columns of the locksmith invoice's totals. */
const CE_SUM = [340, 490];
/** The columns of the tattoo form's client block: two label/value pairs side by side. */
const TV = [20, 130, 330, 420];
/** The columns of the tattoo form's long label/value rows. */
const TV_WIDE = [20, 130];
/** The columns of the tattoo form's health questions with their yes and no boxes. */
const SAUDE = [20, 400, 470];
/** The columns of the receipt's payments. */
const PAGTO = [20, 120, 330, 470];
/** The columns of the tyre receipt's head: two label/value pairs side by side. */
const OP = [20, 140, 330, 450];
/** The columns of the tyre receipt's long label/value rows. */
const OP_WIDE = [20, 140];
/** The columns of the tyre receipt's tyres. */
const OPONY = [20, 170, 290, 400];
/** The columns of the tyre receipt's services. */
const USLUGI = [20, 340, 400, 490];
/** The columns of the tyre receipt's totals. */
const OP_SUM = [340, 490];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * identifiers (invoice, CIF, NIF, CNPJ, CPF, receipt, NIP, registration and DOT numbers) as printed;
 * names as printed, with their legal forms, without courtesy titles; an address as its printed lines
 * joined by ', ', or as printed on one line. A field the document does not give is left out.
 */
export const SIXTEENTH_A_2: SixteenthADoc[] = [
  {
    name: "Spanish locksmith's call-out invoice with the trading name in capitals and the S.L. with its CIF and registry entry below, the invoice head as labels above values with the date as dd/mm/yyyy, the customer under 'Dña.' with her NIF and the service address in label/value rows, the call-out with its date in words and times in running sentences, a lines table with units and amounts as 110,00, base, 21 % IVA and total in 361,79 € at the right, and the card payment and guarantee in sentences", lang: 'es', schema: 'facturaCerrajeria',
    pages: [[
      { at: [20, 420], cells: ['CERRAJEROS RUZAFA 24 H', 'FACTURA'] },
      'Cerrajería Ruzafa Servicios Urgentes, S.L. · CIF B98447188',
      'C/ de Cádiz, 47, bajo · 46006 València · Tel. 963 44 71 82 · Urgencias 650 447 182',
      'Inscrita en el Registro Mercantil de Valencia, tomo 10447, folio 118, hoja V-184471', '',
      { at: CE_BOX, cells: ['Nº factura', 'Fecha', 'Nº de aviso', 'Técnico'] },
      { at: CE_BOX, cells: ['F25-01184', '12/08/2025', 'AV-250812-31', 'Sergio Navarro Gil'] }, '',
      'DATOS DEL CLIENTE',
      { at: CE, cells: ['Nombre', 'Dña. Marta Llorens Ferrer'] },
      { at: CE, cells: ['NIF', '24471836C'] },
      { at: CE, cells: ['Dirección del servicio', 'C/ de Sueca, 61, 3.º, pta. 9, 46006 València'] }, '',
      'Servicio realizado el martes 12 de agosto de 2025. Aviso recibido a las 22:40 h; el técnico',
      'llegó al domicilio a las 23:05 h y finalizó a las 23:50 h. Se aplica la tarifa nocturna',
      '(de 21:00 a 8:00 h). Trabajo: apertura de puerta blindada sin rotura por pérdida de llaves',
      'y sustitución del cilindro.', '',
      { at: CE_ITEMS, cells: ['Concepto', 'Uds.', 'Precio', 'Importe'] },
      { at: CE_ITEMS, cells: ['Desplazamiento urgente', '1', '45,00', '45,00'] },
      { at: CE_ITEMS, cells: ['Apertura de puerta blindada sin rotura', '1', '110,00', '110,00'] },
      { at: CE_ITEMS, cells: ['Recargo nocturno 50 % s/ mano de obra', '1', '55,00', '55,00'] },
      { at: CE_ITEMS, cells: ['Cilindro de seguridad antibumping 30x40', '1', '68,00', '68,00'] },
      { at: CE_ITEMS, cells: ['Copia de llave de seguridad', '3', '7,00', '21,00'] }, '',
      { at: CE_SUM, cells: ['Base imponible', '299,00 €'] },
      { at: CE_SUM, cells: ['IVA 21 %', '62,79 €'] },
      { at: CE_SUM, cells: ['TOTAL', '361,79 €'] }, '',
      'Forma de pago: tarjeta, cobrada en el domicilio con TPV móvil. FACTURA PAGADA.',
      'Garantía: 3 meses sobre la mano de obra y 2 años sobre el cilindro instalado.',
      'La clienta declara residir legítimamente en la vivienda y lo acredita con su DNI.', '',
      { at: [20, 330], cells: ['Conforme la clienta', 'El técnico'] },
      { at: [20, 330], cells: ['Marta Llorens Ferrer', 'Sergio Navarro Gil'] },
    ]],
    expected: {
      empresa: 'Cerrajería Ruzafa Servicios Urgentes, S.L.', cif: 'B98447188', numeroFactura: 'F25-01184', fechaServicio: '2025-08-12', cliente: 'Marta Llorens Ferrer',
      nifCliente: '24471836C', direccionServicio: 'C/ de Sueca, 61, 3.º, pta. 9, 46006 València', tecnico: 'Sergio Navarro Gil', horaLlegada: '23:05', servicioNocturno: true,
      formaPago: 'tarjeta', garantiaManoObraMeses: 3, baseImponible: 299, cuotaIva: 62.79, total: 361.79, moneda: 'EUR',
      conceptos: [
        { concepto: 'Desplazamiento urgente', unidades: 1, importe: 45 },
        { concepto: 'Apertura de puerta blindada sin rotura', unidades: 1, importe: 110 },
        { concepto: 'Recargo nocturno 50 % s/ mano de obra', unidades: 1, importe: 55 },
        { concepto: 'Cilindro de seguridad antibumping 30x40', unidades: 1, importe: 68 },
        { concepto: 'Copia de llave de seguridad', unidades: 3, importe: 21 },
      ],
    },
  },
  {
    name: "Brazilian tattoo studio consent form and receipt on two pages, the studio's trading name in capitals with the Ltda, its CNPJ and sanitary licence below, the client in two label/value pairs per row with the CPF and birth date as dd/mm/yyyy and the address in one wide row, the work in label/value rows, health questions with 'Sim ( )' and 'Não (X)' boxes, the image consent as a box in a sentence, and on the second page the receipt with its number at the top right, the amount in words in a sentence and a payments table with the deposit by PIX and the balance by card in R$ 650,00", lang: 'pt', schema: 'termo_tatuagem_recibo',
    pages: [
      [
        { at: [20, 380], cells: ['TINTA VIVA TATTOO STUDIO', 'Ficha nº TV-2025-0447'] },
        'Albuquerque & Hayashi Estúdio de Tatuagem Ltda · CNPJ 41.184.472/0001-29',
        'Rua Fradique Coutinho, 1184 – Pinheiros – São Paulo/SP – CEP 05416-001 · (11) 3044-7182',
        'Licença sanitária CMVS nº 447.118/2024', '',
        'TERMO DE CONSENTIMENTO PARA REALIZAÇÃO DE TATUAGEM', '',
        { at: TV, cells: ['Cliente', 'Juliana Ramos Teixeira', 'CPF', '341.847.226-52'] },
        { at: TV, cells: ['Nascimento', '17/03/1998', 'RG', '44.718.220-6 SSP/SP'] },
        { at: TV, cells: ['Telefone', '(11) 98447-1826', 'E-mail', 'ju.teixeira@example.com.br'] },
        { at: TV_WIDE, cells: ['Endereço', 'Rua Cardeal Arcoverde, 1184, apto 52 – Pinheiros – São Paulo/SP – CEP 05407-002'] }, '',
        'DESCRIÇÃO DO TRABALHO',
        { at: TV_WIDE, cells: ['Desenho', 'Ramo de lavanda com borboleta, traço fino (fineline), preto e cinza'] },
        { at: TV_WIDE, cells: ['Local do corpo', 'Antebraço esquerdo, face interna'] },
        { at: TV_WIDE, cells: ['Tamanho', 'aprox. 14 x 6 cm'] },
        { at: TV_WIDE, cells: ['Sessões previstas', '1 (uma)'] },
        { at: TV_WIDE, cells: ['Tatuador', 'Bruno Kenji Hayashi'] },
        { at: TV_WIDE, cells: ['Data da sessão', '16/09/2025, às 14h'] }, '',
        'QUESTIONÁRIO DE SAÚDE',
        { at: SAUDE, cells: ['Possui alergia a látex, pigmentos ou anestésicos?', 'Sim ( )', 'Não (X)'] },
        { at: SAUDE, cells: ['É diabético(a), hemofílico(a) ou tem problemas de cicatrização?', 'Sim ( )', 'Não (X)'] },
        { at: SAUDE, cells: ['Faz uso de anticoagulantes ou de isotretinoína?', 'Sim ( )', 'Não (X)'] },
        { at: SAUDE, cells: ['Está grávida ou amamentando?', 'Sim ( )', 'Não (X)'] },
        { at: SAUDE, cells: ['Ingeriu bebida alcoólica nas últimas 24 horas?', 'Sim ( )', 'Não (X)'] }, '',
        'Declaro ser maior de 18 anos, ter prestado informações verdadeiras e ter sido orientada sobre',
        'os riscos do procedimento, os cuidados após a sessão e o caráter permanente da tatuagem.',
        'Autorizo o uso de fotos da tatuagem nas redes sociais do estúdio:  Sim (X)  Não ( )', '',
        'São Paulo, 16 de setembro de 2025.', '',
        { at: [20, 330], cells: ['Juliana Ramos Teixeira', 'Bruno Kenji Hayashi'] },
        { at: [20, 330], cells: ['Cliente', 'Tatuador responsável'] },
      ],
      [
        { at: [20, 400], cells: ['TINTA VIVA TATTOO STUDIO', 'RECIBO Nº 0447'] },
        'Albuquerque & Hayashi Estúdio de Tatuagem Ltda · CNPJ 41.184.472/0001-29', '',
        { at: [380, 460], cells: ['Valor', 'R$ 650,00'] }, '',
        'Recebemos de Juliana Ramos Teixeira, CPF 341.847.226-52, a importância de R$ 650,00',
        '(seiscentos e cinquenta reais), referente ao saldo da tatuagem realizada em 16/09/2025,',
        'conforme a ficha nº TV-2025-0447.', '',
        { at: PAGTO, cells: ['Data', 'Pagamento', 'Forma', 'Valor'] },
        { at: PAGTO, cells: ['02/09/2025', 'Sinal (reserva de horário)', 'PIX', 'R$ 200,00'] },
        { at: PAGTO, cells: ['16/09/2025', 'Saldo', 'Cartão de crédito', 'R$ 650,00'] },
        { at: PAGTO, cells: ['', 'Valor total do trabalho', '', 'R$ 850,00'] }, '',
        'O sinal não é reembolsável em caso de desistência e permite remarcar a sessão uma única vez.',
        'Retoque gratuito em até 60 dias após a sessão.', '',
        'São Paulo, 16 de setembro de 2025.',
        { at: [330], cells: ['Tinta Viva Tattoo Studio'] },
      ],
    ],
    expected: {
      estudio: 'Albuquerque & Hayashi Estúdio de Tatuagem Ltda', cnpj: '41.184.472/0001-29', numero_recibo: '0447', data_sessao: '2025-09-16', cliente: 'Juliana Ramos Teixeira',
      cpf: '341.847.226-52', data_nascimento: '1998-03-17', endereco: 'Rua Cardeal Arcoverde, 1184, apto 52 – Pinheiros – São Paulo/SP – CEP 05407-002',
      local_corpo: 'Antebraço esquerdo, face interna', numero_sessoes: 1, possui_alergia: false, autoriza_imagens: true, valor_total: 850, sinal: 200, saldo: 650, moeda: 'BRL',
      pagamentos: [
        { data: '2025-09-02', forma: 'PIX', valor: 200 },
        { data: '2025-09-16', forma: 'cartão de crédito', valor: 650 },
      ],
    },
  },
  {
    name: "Polish tyre storage receipt (potwierdzenie przyjęcia kół do przechowalni) from a Sp. z o.o. with its NIP, REGON and KRS in the letterhead and the place and date in words at the top right, the number under the title, the customer and car in two label/value pairs per row with the date as dd.mm.yyyy, the stored set in label/value rows with 'TAK' for the rims, a tyres table with DOT codes and tread depths as 5,8, gross-priced services, net, 23% VAT and gross in zł at the right, and the storage deadline in a sentence", lang: 'pl', schema: 'przechowalniaOpon',
    pages: [[
      { at: [20, 380], cells: ['OPONEX Serwis Sp. z o.o.', 'Gdańsk, 18 października 2025 r.'] },
      'ul. Grunwaldzka 214, 80-266 Gdańsk · tel. 58 344 71 82 · serwis@oponex.example.pl',
      'NIP 5842844712 · REGON 221844712 · KRS 0000447182', '',
      'POTWIERDZENIE PRZYJĘCIA KÓŁ DO PRZECHOWALNI',
      'nr PK/2025/04471', '',
      { at: OP, cells: ['Klient', 'Tomasz Gawroński', 'Telefon', '601 447 182'] },
      { at: OP_WIDE, cells: ['Adres', 'ul. Chłopska 17/4, 80-362 Gdańsk'] },
      { at: OP, cells: ['Pojazd', 'Skoda Octavia Combi', 'Nr rej.', 'GD 4471K'] },
      { at: OP, cells: ['Przebieg', '148 220 km', 'Data przyjęcia', '18.10.2025'] }, '',
      'PRZECHOWYWANY KOMPLET',
      { at: OP_WIDE, cells: ['Rodzaj opon', 'letnie'] },
      { at: OP_WIDE, cells: ['Producent / model', 'Vantera SportGrip 2'] },
      { at: OP_WIDE, cells: ['Rozmiar', '225/45 R17 94W'] },
      { at: OP_WIDE, cells: ['Na felgach', 'TAK – felgi aluminiowe 7Jx17 ET49'] },
      { at: OP_WIDE, cells: ['Ilość', '4 szt.'] },
      { at: OP_WIDE, cells: ['Miejsce', 'regał C-12, poziom 3'] }, '',
      { at: OPONY, cells: ['Pozycja', 'DOT', 'Bieżnik (mm)', 'Uwagi'] },
      { at: OPONY, cells: ['Lewy przód', '2822', '5,8', '–'] },
      { at: OPONY, cells: ['Prawy przód', '2822', '5,6', '–'] },
      { at: OPONY, cells: ['Lewy tył', '3022', '6,4', '–'] },
      { at: OPONY, cells: ['Prawy tył', '3022', '6,3', 'drobne otarcie felgi'] }, '',
      { at: USLUGI, cells: ['Usługa', 'Ilość', 'Cena brutto', 'Wartość brutto'] },
      { at: USLUGI, cells: ['Wymiana kół (demontaż i montaż)', '4', '25,00', '100,00'] },
      { at: USLUGI, cells: ['Wyważanie kół', '4', '20,00', '80,00'] },
      { at: USLUGI, cells: ['Mycie kół przed przechowaniem', '4', '10,00', '40,00'] },
      { at: USLUGI, cells: ['Przechowanie kompletu kół, sezon 2025/2026', '1', '170,00', '170,00'] }, '',
      { at: OP_SUM, cells: ['Wartość netto', '317,07 zł'] },
      { at: OP_SUM, cells: ['VAT 23%', '72,93 zł'] },
      { at: OP_SUM, cells: ['Razem brutto', '390,00 zł'] },
      { at: OP_SUM, cells: ['Zapłacono kartą', '390,00 zł'] }, '',
      'Koła przechowywane są do dnia 15.04.2026 r. Po tym terminie naliczana jest opłata 20 zł',
      'brutto za każdy rozpoczęty miesiąc. Koła wydawane są wyłącznie za okazaniem niniejszego',
      'potwierdzenia. Stan opon sprawdzono w obecności klienta.', '',
      { at: [20, 330], cells: ['Przyjął', 'Klient'] },
      { at: [20, 330], cells: ['Paweł Szymański', 'Tomasz Gawroński'] },
    ]],
    expected: {
      serwis: 'OPONEX Serwis Sp. z o.o.', nip: '5842844712', numerPotwierdzenia: 'PK/2025/04471', dataPrzyjecia: '2025-10-18', klient: 'Tomasz Gawroński',
      adresKlienta: 'ul. Chłopska 17/4, 80-362 Gdańsk', numerRejestracyjny: 'GD 4471K', rozmiarOpon: '225/45 R17 94W', rodzajOpon: 'letnie', naFelgach: true, liczbaKol: 4,
      przechowanieDo: '2026-04-15', kwotaNetto: 317.07, kwotaVat: 72.93, kwotaBrutto: 390, waluta: 'PLN',
      opony: [
        { pozycja: 'Lewy przód', dot: '2822', bieznikMm: 5.8 },
        { pozycja: 'Prawy przód', dot: '2822', bieznikMm: 5.6 },
        { pozycja: 'Lewy tył', dot: '3022', bieznikMm: 6.4 },
        { pozycja: 'Prawy tył', dot: '3022', bieznikMm: 6.3 },
      ],
    },
  },
];
