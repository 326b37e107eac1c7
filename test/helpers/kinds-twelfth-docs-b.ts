/** Twelfth probe round, second half: a tender award letter, a grain sale settlement, a property tax bill, a marriage certificate extract, an export packing list, an employment and earnings certificate and a water disconnection notice (rows as printed, values a reader takes). */
import type { TwelfthDoc } from './kinds-twelfth.js';

/** The columns of the award letter's reference block. */
const KENMERK = [20, 170];
/** The columns of the award letter's ranking of the tenders. */
const RANG = [20, 70, 400];
/** The columns of the grain settlement's head: two label/value pairs side by side. */
const LPG = [20, 150, 330, 460];
/** The columns of the grain settlement's seller block. */
const VEND = [20, 150];
/** The columns of the grain settlement's operation, deductions and withholdings. */
const GRANOS = [20, 250, 380, 480];
/** The columns of the grain settlement's totals. */
const NETO = [250, 480];
/** The columns of the property tax bill's blocks: two label/value pairs side by side. */
const PREDIO = [20, 150, 330, 460];
/** The columns of the property tax bill's assessment. */
const LIQ = [20, 330, 480];
/** The columns of the property tax bill's payment options. */
const PAGO = [20, 200, 400];
/** The columns of the marriage extract's details. */
const ATTO = [20, 190];
/** The columns of the marriage extract's spouses, side by side. */
const SPOSI = [20, 190, 400];
/** The columns of the packing list's head: two label/value pairs side by side. */
const PL = [20, 150, 330, 460];
/** The columns of the packing list's exporter and importer boxes. */
const PARTES = [20, 330];
/** The columns of the packing list's lots. */
const LOTES = [20, 100, 330, 380, 470, 570];
/** The columns of the earnings certificate's details. */
const ZAS = [20, 240];
/** The columns of the disconnection notice's head: the address on the left, label/value pairs on the right. */
const NOTIS = [20, 360, 470];
/** The columns of the disconnection notice's unpaid bills. */
const BIL = [20, 150, 300, 470];
/** The columns of the disconnection notice's totals. */
const JUMLAH = [300, 470];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * VAT numbers and NIPs are given without their spaces, dots or dashes; other identifiers (CUIT, COE,
 * cadastral and land registry numbers, CNPJ, REGON, PESEL, account and meter numbers) as printed; names
 * as printed, with their legal forms; an address as its printed lines joined by a space. A field the
 * document does not give is left out.
 */
export const TWELFTH_B: TwelfthDoc[] = [
  {
    name: 'Belgian notification of an award decision in Dutch from a municipality with its name in capitals and the date in words at the top right, the winning contractor in the address window on the right, the amounts, decision date and VAT number in running sentences, a ranking table of the regular tenders and the standstill period, bond and execution time in sentences', lang: 'nl', schema: 'gunning_opdracht',
    pages: [[
      { at: [20, 420], cells: ['GEMEENTE LINDEVELD', 'Lindeveld, 21 mei 2025'] },
      'Dienst Overheidsopdrachten · Marktplein 1 · 2390 Lindeveld · tel. 03 312 44 70', '',
      { at: [360], cells: ['Wegenbouw Verhaegen & Zonen NV'] },
      { at: [360], cells: ['t.a.v. de heer Jan Verhaegen'] },
      { at: [360], cells: ['Nijverheidsstraat 14'] },
      { at: [360], cells: ['2260 Westerlo'] }, '',
      { at: KENMERK, cells: ['Ons kenmerk', 'OPD/2025/014'] },
      { at: KENMERK, cells: ['Contactpersoon', 'Lotte Wuyts, 03 312 44 86'] },
      { at: KENMERK, cells: ['Verzending', 'aangetekend en per e-mail'] }, '',
      'Betreft: kennisgeving van de gunningsbeslissing - Heraanleg Dorpsstraat en Kerkplein',
      '(openbare procedure)', '',
      'Geachte heer Verhaegen,', '',
      'Het college van burgemeester en schepenen heeft in zitting van 19 mei 2025 beslist de',
      'opdracht "Heraanleg Dorpsstraat en Kerkplein" te gunnen aan uw firma (btw BE',
      '0412.887.329), als inschrijver met de economisch meest voordelige offerte, voor het',
      'nagerekende offertebedrag van € 1.284.516,30 excl. btw, of € 1.554.264,72 incl. 21 % btw',
      '(€ 269.748,42).', '',
      'Er werden 4 offertes ontvangen. Eén offerte werd onregelmatig verklaard. De regelmatige',
      'offertes werden als volgt gerangschikt:', '',
      { at: RANG, cells: ['Rang', 'Inschrijver', 'Bedrag excl. btw'] },
      { at: RANG, cells: ['1', 'Wegenbouw Verhaegen & Zonen NV', '€ 1.284.516,30'] },
      { at: RANG, cells: ['2', 'Aannemingen De Cuyper BV', '€ 1.319.877,45'] },
      { at: RANG, cells: ['3', 'Kempense Grond- en Wegenwerken NV', '€ 1.362.040,00'] }, '',
      'De gemotiveerde gunningsbeslissing vindt u in bijlage.',
      'De opdracht wordt pas gesloten na afloop van de wachttermijn van 15 dagen, door de',
      'kennisgeving van de sluiting. Begin de werken niet vóór die kennisgeving.',
      'Binnen 30 kalenderdagen na de sluiting stelt u een borgtocht van € 64.230,00 (5 % van',
      'het opdrachtbedrag excl. btw, afgerond naar het hogere tiental).',
      'De uitvoeringstermijn bedraagt 120 werkdagen.', '',
      'Met vriendelijke groeten,', '',
      { at: [20, 330], cells: ['Bram Peeters', 'Els Janssens'] },
      { at: [20, 330], cells: ['algemeen directeur', 'burgemeester'] },
    ]],
    expected: {
      aanbestedende_overheid: 'GEMEENTE LINDEVELD', dossier_nummer: 'OPD/2025/014', opdracht: 'Heraanleg Dorpsstraat en Kerkplein', plaatsingsprocedure: 'openbare procedure',
      datum_brief: '2025-05-21', datum_gunningsbeslissing: '2025-05-19', opdrachtnemer: 'Wegenbouw Verhaegen & Zonen NV', btw_opdrachtnemer: 'BE0412887329',
      bedrag_excl_btw: 1284516.3, btw_bedrag: 269748.42, bedrag_incl_btw: 1554264.72, aantal_offertes: 4, uitvoeringstermijn_werkdagen: 120, borgtocht: 64230,
      borgtocht_binnen_dagen: 30, contactpersoon: 'Lotte Wuyts',
      regelmatige_offertes: [
        { inschrijver: 'Wegenbouw Verhaegen & Zonen NV', offertebedrag: 1284516.3, rang: 1 },
        { inschrijver: 'Aannemingen De Cuyper BV', offertebedrag: 1319877.45, rang: 2 },
        { inschrijver: 'Kempense Grond- en Wegenwerken NV', offertebedrag: 1362040, rang: 3 },
      ],
    },
  },
  {
    name: 'Argentine liquidación primaria de granos from a grain buyer with its name in capitals and the CUIT and COE on the right, two label/value pairs per row, the seller with the surname first, an operation table in kg and price per tonne, VAT 10,5 %, deductions and withholdings tables with base and rate columns, and the net amount in $ 1.234.567,89', lang: 'es', schema: 'liquidacionGranos',
    pages: [[
      { at: [20, 400], cells: ['CEREALES DEL LITORAL S.A.', 'LIQUIDACIÓN PRIMARIA'] },
      { at: [20, 400], cells: ['Ruta Nacional 8 km 221, (2700) Pergamino, Bs. As.', 'DE GRANOS'] },
      { at: [20, 400], cells: ['C.U.I.T. 30-71448291-9', 'C.O.E. 330221447189'] },
      'IVA Responsable Inscripto · Ingresos Brutos 901-284471-3 · Inicio de actividades 03/2012', '',
      { at: LPG, cells: ['Fecha', '14/05/2025', 'Contrato N°', 'C-25-00871'] },
      { at: LPG, cells: ['Grano', 'SOJA', 'Campaña', '2024/2025'] },
      { at: LPG, cells: ['Procedencia', 'Colón, Bs. As.', 'Puerto', 'Rosario'] }, '',
      'VENDEDOR',
      { at: VEND, cells: ['Razón social', 'BORDENAVE MARTÍN EZEQUIEL'] },
      { at: VEND, cells: ['C.U.I.T.', '20-28741693-9'] },
      { at: VEND, cells: ['Condición IVA', 'Responsable Inscripto'] },
      { at: VEND, cells: ['Domicilio', 'Zona rural, (2720) Colón, Bs. As.'] }, '',
      'OPERACIÓN',
      { at: GRANOS, cells: ['Concepto', 'Kg netos', 'Precio/Tn', 'Importe'] },
      { at: GRANOS, cells: ['Soja - grado 1 (factor 100,00)', '148.320', '$ 412.500,00', '$ 61.182.000,00'] },
      { at: NETO, cells: ['Subtotal', '$ 61.182.000,00'] },
      { at: NETO, cells: ['IVA 10,5 %', '$ 6.424.110,00'] },
      { at: NETO, cells: ['Total operación', '$ 67.606.110,00'] }, '',
      'DEDUCCIONES',
      { at: GRANOS, cells: ['Concepto', 'Base', 'Alícuota', 'Importe'] },
      { at: GRANOS, cells: ['Comisión', '$ 61.182.000,00', '1,50 %', '$ 917.730,00'] },
      { at: GRANOS, cells: ['IVA s/ comisión', '$ 917.730,00', '21,00 %', '$ 192.723,30'] },
      { at: GRANOS, cells: ['Gastos de almacenaje', '148,32 Tn', '$ 2.000,00/Tn', '$ 296.640,00'] },
      { at: NETO, cells: ['Total deducciones', '$ 1.407.093,30'] }, '',
      'RETENCIONES',
      { at: GRANOS, cells: ['Ganancias', '$ 61.182.000,00', '2,00 %', '$ 1.223.640,00'] },
      { at: NETO, cells: ['Total retenciones', '$ 1.223.640,00'] }, '',
      { at: NETO, cells: ['IMPORTE NETO A PAGAR', '$ 64.975.376,70'] }, '',
      'Forma de pago: transferencia bancaria a la CBU informada por el vendedor, el 16/05/2025.',
      'Liquidación emitida electrónicamente. Verifique el C.O.E. en el sitio web del organismo.',
    ]],
    expected: {
      comprador: 'CEREALES DEL LITORAL S.A.', cuitComprador: '30-71448291-9', vendedor: 'BORDENAVE MARTÍN EZEQUIEL', cuitVendedor: '20-28741693-9', coe: '330221447189',
      fechaLiquidacion: '2025-05-14', numeroContrato: 'C-25-00871', grano: 'soja', campania: '2024/2025', kilosNetos: 148320, precioPorTonelada: 412500, subtotal: 61182000,
      alicuotaIva: 10.5, importeIva: 6424110, totalDeducciones: 1407093.3, totalRetenciones: 1223640, importeNeto: 64975376.7, moneda: 'ARS',
    },
  },
  {
    name: 'Colombian impuesto predial unificado bill with the municipality in capitals and the title on the right, two label/value pairs per row for the taxpayer and the property with the owner surname first, an assessment table with the rate per thousand, and two payment options with and without the early payment discount in $ 1.234.567', lang: 'es', schema: 'impuesto_predial',
    pages: [[
      { at: [20, 400], cells: ['MUNICIPIO DE SAN JACINTO DEL RÍO', 'FACTURA IMPUESTO PREDIAL'] },
      { at: [20, 400], cells: ['Secretaría de Hacienda Municipal', 'UNIFICADO - VIGENCIA 2025'] },
      'NIT 890.984.172-4 · Calle 10 # 8-42, Palacio Municipal · Línea de atención 604 448 21 70', '',
      { at: PREDIO, cells: ['Factura No.', '2025-0148823', 'Fecha de emisión', '15/01/2025'] }, '',
      'DATOS DEL CONTRIBUYENTE',
      { at: PREDIO, cells: ['Propietario', 'RESTREPO OSORIO CARMEN ELISA'] },
      { at: PREDIO, cells: ['C.C.', '43.871.225'] }, '',
      'DATOS DEL PREDIO',
      { at: PREDIO, cells: ['Dirección', 'CR 45 72 SUR 18 AP 802', 'Estrato', '4'] },
      { at: PREDIO, cells: ['Ficha catastral', '01-02-0047-0019-902', 'Destino', 'HABITACIONAL'] },
      { at: PREDIO, cells: ['Matrícula inm.', '001-1184273', 'Área construida', '86,00 m²'] },
      { at: PREDIO, cells: ['Avalúo catastral', '$ 286.450.000', 'Vigencia', '2025'] }, '',
      'LIQUIDACIÓN',
      { at: LIQ, cells: ['Concepto', 'Tarifa', 'Valor'] },
      { at: LIQ, cells: ['Impuesto predial unificado', '8,0 por mil', '$ 2.291.600'] },
      { at: LIQ, cells: ['Sobretasa ambiental', '1,5 por mil', '$ 429.675'] },
      { at: LIQ, cells: ['Descuento pronto pago (10 % del impuesto)', '', '-$ 229.160'] }, '',
      { at: PAGO, cells: ['Opción de pago', 'Pague hasta', 'Valor a pagar'] },
      { at: PAGO, cells: ['Con descuento', '31/03/2025', '$ 2.492.115'] },
      { at: PAGO, cells: ['Sin descuento', '30/06/2025', '$ 2.721.275'] }, '',
      'Después del 30/06/2025 se liquidarán intereses de mora a la tasa vigente.',
      'Referencia de pago: 41523000148823 · Pague en bancos autorizados o en línea por PSE.',
    ]],
    expected: {
      municipio: 'MUNICIPIO DE SAN JACINTO DEL RÍO', numero_factura: '2025-0148823', vigencia: 2025, propietario: 'RESTREPO OSORIO CARMEN ELISA', documento_propietario: '43.871.225',
      direccion_predio: 'CR 45 72 SUR 18 AP 802', ficha_catastral: '01-02-0047-0019-902', matricula_inmobiliaria: '001-1184273', destino_economico: 'habitacional', estrato: 4,
      avaluo_catastral: 286450000, tarifa_por_mil: 8, valor_impuesto: 2291600, sobretasa_ambiental: 429675, descuento_pronto_pago: 229160, total_con_descuento: 2492115,
      pagar_con_descuento_hasta: '2025-03-31', total_sin_descuento: 2721275, fecha_limite_pago: '2025-06-30', moneda: 'COP',
    },
  },
  {
    name: "Italian estratto per riassunto dell'atto di matrimonio with the municipality in capitals, the register year, part, series and number in a sentence, the marriage in label/value rows, the spouses side by side in capitals with the surname first, the property regime in an annotation and the stamp duty exemption and date in words at the foot", lang: 'it', schema: 'estratto_matrimonio',
    pages: [[
      'COMUNE DI ROCCAVIVA DEL TRONTO', 'Provincia di Ascoli Piceno', 'Ufficio dello Stato Civile', '',
      { at: [20, 400], cells: ['Prot. n. 2025/0011842', 'Esente da bollo'] }, '',
      "ESTRATTO PER RIASSUNTO DELL'ATTO DI MATRIMONIO", '',
      "L'Ufficiale dello Stato Civile, visti i registri degli atti di matrimonio, certifica",
      "che nel registro dell'anno 2024, Parte I, Serie A, al numero 27, risulta quanto segue:", '',
      { at: ATTO, cells: ['Data del matrimonio', '14 settembre 2024'] },
      { at: ATTO, cells: ['Luogo del matrimonio', 'Roccaviva del Tronto (AP)'] },
      { at: ATTO, cells: ['Rito', 'civile'] },
      { at: ATTO, cells: ['Celebrato davanti a', 'Chiara Ventura (Assessore delegato)'] }, '',
      { at: SPOSI, cells: ['', 'SPOSO', 'SPOSA'] },
      { at: SPOSI, cells: ['Cognome', 'MARCHEGIANI', 'DI BATTISTA'] },
      { at: SPOSI, cells: ['Nome', 'LUCA ANDREA', 'SILVIA'] },
      { at: SPOSI, cells: ['Nato/a il', '03/05/1990', '21/11/1992'] },
      { at: SPOSI, cells: ['Nato/a a', 'ASCOLI PICENO (AP)', 'SAN BENEDETTO DEL TRONTO (AP)'] }, '',
      'Annotazioni:',
      "Con dichiarazione resa nell'atto di matrimonio gli sposi hanno scelto il regime della",
      'separazione dei beni.', '',
      "Si rilascia in carta libera, esente dall'imposta di bollo, per gli usi consentiti dalla",
      'legge.', '',
      'Roccaviva del Tronto, 7 febbraio 2025',
      { at: [330], cells: ["L'Ufficiale dello Stato Civile"] },
      { at: [330], cells: ['Paolo Cicconi'] },
    ]],
    expected: {
      comune: 'COMUNE DI ROCCAVIVA DEL TRONTO', protocollo: '2025/0011842', data_rilascio: '2025-02-07', numero_atto: '27', anno_atto: 2024, parte_serie: 'Parte I, Serie A',
      data_matrimonio: '2024-09-14', luogo_matrimonio: 'Roccaviva del Tronto (AP)',
      sposo: { cognome: 'MARCHEGIANI', nome: 'LUCA ANDREA', data_nascita: '1990-05-03', luogo_nascita: 'ASCOLI PICENO (AP)' },
      sposa: { cognome: 'DI BATTISTA', nome: 'SILVIA', data_nascita: '1992-11-21', luogo_nascita: 'SAN BENEDETTO DEL TRONTO (AP)' },
      regime_patrimoniale: 'separazione dei beni', rito: 'civile', celebrante: 'Chiara Ventura', ufficiale_stato_civile: 'Paolo Cicconi', esente_bollo: true,
    },
  },
  {
    name: 'Brazilian romaneio de embarque (packing list) for green coffee with a bilingual title and no letterhead, two label/value pairs per row, exporter and importer boxes side by side, the container, seal and vessel, a lots table with bags, net and gross kg in 12.345,67 and m³ with a totals row, and the packing in a sentence', lang: 'pt', schema: 'PackingList',
    pages: [[
      { at: [20, 400], cells: ['ROMANEIO DE EMBARQUE', 'PACKING LIST'] }, '',
      { at: PL, cells: ['Romaneio nº', 'PL-0318/2025', 'Data', '02/06/2025'] },
      { at: PL, cells: ['Fatura comercial', 'CI-0318/2025', 'Incoterm', 'FOB Santos'] }, '',
      { at: PARTES, cells: ['EXPORTADOR', 'IMPORTADOR'] },
      { at: PARTES, cells: ['Cafés Alta Mogiana Exportação Ltda.', 'Tostadores del Turia S.L.'] },
      { at: PARTES, cells: ['Rod. Cândido Portinari km 378', 'Calle Ciudad de Sevilla 31'] },
      { at: PARTES, cells: ['14409-000 Franca/SP, Brasil', '46988 Paterna (Valencia), Espanha'] },
      { at: PARTES, cells: ['CNPJ 24.118.457/0001-63', 'NIF B98447120'] }, '',
      { at: PL, cells: ['Porto de embarque', 'Santos/SP', 'Porto de destino', 'Valência, Espanha'] },
      { at: PL, cells: ['Navio / viagem', 'MERIDIAN STAR 0512E', 'Embarque prev.', '06/06/2025'] },
      { at: PL, cells: ['Contêiner', 'TCLU 447182-0', 'Lacre', 'BR2025-0881742'] },
      { at: PL, cells: ['Tipo', "20' Dry Van", 'País de origem', 'Brasil'] }, '',
      { at: LOTES, cells: ['Marcas', 'Descrição', 'Sacas', 'Líquido kg', 'Bruto kg', 'm³'] },
      { at: LOTES, cells: ['AM-0318/A', 'Café verde arábica 2/3 P17/18', '200', '12.000,00', '12.130,00', '18,00'] },
      { at: LOTES, cells: ['AM-0318/B', 'Café verde arábica 4 P15/16', '120', '7.200,00', '7.278,00', '10,80'] },
      { at: LOTES, cells: ['TOTAL', '', '320', '19.200,00', '19.408,00', '28,80'] }, '',
      'Embalagem: sacas de juta de 60 kg líquidos, tara de 0,65 kg por saca.',
      'Marcação das sacas: AM / SANTOS / VALENCIA / LOTE 0318', '',
      { at: [330], cells: ['Franca/SP, 2 de junho de 2025'] },
      { at: [330], cells: ['Renata S. Prado - Exportação'] },
    ]],
    expected: {
      Exporter: { Name: 'Cafés Alta Mogiana Exportação Ltda.', Cnpj: '24.118.457/0001-63', Address: 'Rod. Cândido Portinari km 378 14409-000 Franca/SP, Brasil' },
      Importer: { Name: 'Tostadores del Turia S.L.', Address: 'Calle Ciudad de Sevilla 31 46988 Paterna (Valencia), Espanha' },
      PackingListNo: 'PL-0318/2025', IssueDate: '2025-06-02', CommercialInvoiceNo: 'CI-0318/2025', Incoterm: 'FOB', PortOfLoading: 'Santos/SP', PortOfDischarge: 'Valência, Espanha',
      VesselVoyage: 'MERIDIAN STAR 0512E', ContainerNo: 'TCLU 447182-0', SealNo: 'BR2025-0881742', CountryOfOrigin: 'Brasil', TotalBags: 320, TotalNetKg: 19200, TotalGrossKg: 19408,
      TotalVolumeM3: 28.8,
      Lines: [
        { Marks: 'AM-0318/A', Description: 'Café verde arábica 2/3 P17/18', Bags: 200, NetKg: 12000, GrossKg: 12130 },
        { Marks: 'AM-0318/B', Description: 'Café verde arábica 4 P15/16', Bags: 120, NetKg: 7200, GrossKg: 7278 },
      ],
    },
  },
  {
    name: 'Polish zaświadczenie o zatrudnieniu i wynagrodzeniu with the employer in capitals and the place and date in words at the top right, the NIP with dashes and the REGON in the letterhead, the employee, PESEL and address in a running sentence, the employment in label/value rows, the average gross and net pay, and the notice and attachment statements in sentences', lang: 'pl', schema: 'zaswiadczenieZatrudnienie',
    pages: [[
      { at: [20, 380], cells: ['ELEKTROBUD OLSZTYN Sp. z o.o.', 'Olsztyn, dnia 9 czerwca 2025 r.'] },
      'ul. Lubelska 44D, 10-409 Olsztyn · NIP 739-284-17-60 · REGON 519284731',
      'tel. 89 523 41 10 · kadry@elektrobud-olsztyn.example.pl', '',
      'ZAŚWIADCZENIE O ZATRUDNIENIU I WYNAGRODZENIU', '',
      'Zaświadcza się, że Pani Agnieszka Malinowska-Kruk, PESEL 88092304567, zamieszkała',
      'ul. Kętrzyńskiego 12/7, 10-225 Olsztyn, jest zatrudniona w naszym zakładzie pracy:', '',
      { at: ZAS, cells: ['Okres zatrudnienia', 'od 01.04.2016 r. do nadal'] },
      { at: ZAS, cells: ['Rodzaj umowy', 'umowa o pracę na czas nieokreślony'] },
      { at: ZAS, cells: ['Stanowisko', 'starsza specjalistka ds. zaopatrzenia'] },
      { at: ZAS, cells: ['Wymiar czasu pracy', 'pełny etat'] }, '',
      'Przeciętne miesięczne wynagrodzenie z ostatnich 3 miesięcy (marzec - maj 2025):',
      { at: ZAS, cells: ['brutto', '8 450,00 zł'] },
      { at: ZAS, cells: ['netto', '6 142,37 zł'] },
      { at: ZAS, cells: ['netto słownie', 'sześć tysięcy sto czterdzieści dwa złote 37/100'] }, '',
      'Pracownik nie znajduje się w okresie wypowiedzenia umowy o pracę.',
      'Wynagrodzenie nie jest obciążone z tytułu zajęć sądowych ani administracyjnych.',
      'Zakład pracy nie znajduje się w stanie likwidacji ani upadłości.', '',
      { at: ZAS, cells: ['Cel wydania', 'przedłożenie w banku (wniosek kredytowy)'] }, '',
      { at: [330], cells: ['Halina Wróblewska'] },
      { at: [330], cells: ['Kierownik Działu Kadr i Płac'] },
      { at: [330], cells: ['(podpis i pieczątka osoby upoważnionej)'] },
    ]],
    expected: {
      pracodawca: 'ELEKTROBUD OLSZTYN Sp. z o.o.', nipPracodawcy: '7392841760', regon: '519284731', pracownik: 'Agnieszka Malinowska-Kruk', peselPracownika: '88092304567',
      adresPracownika: 'ul. Kętrzyńskiego 12/7, 10-225 Olsztyn', zatrudnionyOd: '2016-04-01', rodzajUmowy: 'umowa o pracę na czas nieokreślony',
      stanowisko: 'starsza specjalistka ds. zaopatrzenia', wymiarEtatu: 'pełny etat', sredniaBrutto: 8450, sredniaNetto: 6142.37, okresWypowiedzenia: false, zajeciaKomornicze: false,
      celWydania: 'przedłożenie w banku (wniosek kredytowy)', dataWystawienia: '2025-06-09', wystawil: 'Halina Wróblewska', waluta: 'PLN',
    },
  },
  {
    name: 'Malaysian notis pemotongan bekalan air in Bahasa Malaysia from a water company in capitals, the holder address on the left and the notice, account and meter numbers on the right, a Malay month name, a table of unpaid bills with the arrears and current bill at the right, and the 14-day deadline, reconnection fee and JomPAY code in sentences', lang: 'ms', schema: 'water_cutoff_notice',
    pages: [[
      { at: [20, 400], cells: ['SYARIKAT AIR SERI MANJUNG SDN. BHD.', 'NOTIS PEMOTONGAN'] },
      { at: [20, 400], cells: ['No. Syarikat 200701022418', 'BEKALAN AIR'] },
      'Lot 2204, Jalan Lumut, 32000 Sitiawan, Perak · Talian Pelanggan 1-800-88-4471', '',
      { at: NOTIS, cells: ['LIM CHEE KEONG', 'No. Notis', 'NPA/25/07/041882'] },
      { at: NOTIS, cells: ['NO. 27, JALAN PERMATA 4,', 'Tarikh', '15 Julai 2025'] },
      { at: NOTIS, cells: ['TAMAN PERMATA INDAH,', 'No. Akaun', '4102 8817 3390'] },
      { at: NOTIS, cells: ['32000 SITIAWAN, PERAK', 'No. Meter', 'SM19-0447182'] },
      { at: NOTIS, cells: ['', 'Kategori', 'Domestik'] }, '',
      { at: [20, 170], cells: ['Alamat premis', 'NO. 27, JALAN PERMATA 4, TAMAN PERMATA INDAH, 32000 SITIAWAN'] }, '',
      'Tuan/Puan,', '',
      'NOTIS PEMOTONGAN BEKALAN AIR KERANA TUNGGAKAN BIL',
      'Rekod kami menunjukkan bil-bil berikut masih belum dijelaskan:', '',
      { at: BIL, cells: ['Bulan Bil', 'No. Bil', 'Tarikh Bil', 'Amaun (RM)'] },
      { at: BIL, cells: ['Mac 2025', 'B2503-0881427', '07/03/2025', '148.20'] },
      { at: BIL, cells: ['April 2025', 'B2504-0881427', '07/04/2025', '163.75'] },
      { at: BIL, cells: ['Mei 2025', 'B2505-0881427', '07/05/2025', '175.65'] },
      { at: JUMLAH, cells: ['Jumlah tunggakan', '487.60'] },
      { at: JUMLAH, cells: ['Bil semasa (Jun 2025)', '62.30'] },
      { at: JUMLAH, cells: ['JUMLAH PERLU DIBAYAR', 'RM 549.90'] }, '',
      'Sila jelaskan jumlah RM 549.90 dalam tempoh 14 hari dari tarikh notis ini, iaitu sebelum',
      'atau pada 29 Julai 2025. Jika gagal, bekalan air ke premis tuan/puan akan dipotong tanpa',
      'notis lanjut. Caj penyambungan semula sebanyak RM 50.00 (domestik) akan dikenakan.', '',
      'Cara bayaran: JomPAY (Kod Biller 44719, Ref-1: No. Akaun), kaunter syarikat atau ejen',
      'pembayaran yang dilantik. Abaikan notis ini jika bayaran penuh telah dibuat.', '',
      'Notis ini dijana oleh komputer. Tandatangan tidak diperlukan.',
    ]],
    expected: {
      water_operator: 'SYARIKAT AIR SERI MANJUNG SDN. BHD.', notice_no: 'NPA/25/07/041882', notice_date: '2025-07-15', account_holder: 'LIM CHEE KEONG', account_no: '4102 8817 3390',
      premises_address: 'NO. 27, JALAN PERMATA 4, TAMAN PERMATA INDAH, 32000 SITIAWAN', meter_no: 'SM19-0447182', tariff_category: 'domestik', arrears: 487.6, current_charges: 62.3,
      total_to_pay: 549.9, pay_within_days: 14, pay_by: '2025-07-29', reconnection_fee: 50, jompay_biller_code: '44719', currency: 'MYR',
      unpaid_bills: [
        { bill_month: 'Mac 2025', bill_no: 'B2503-0881427', amount: 148.2 },
        { bill_month: 'April 2025', bill_no: 'B2504-0881427', amount: 163.75 },
        { bill_month: 'Mei 2025', bill_no: 'B2505-0881427', amount: 175.65 },
      ],
    },
  },
];
