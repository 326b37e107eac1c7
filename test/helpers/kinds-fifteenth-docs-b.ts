/** Fifteenth probe round, second half: a maternity care invoice, a pawn ticket, a vehicle register certificate, a safety training certificate, a property register record, a blood donation certificate and a solar panel installation invoice (rows as printed, values a reader takes). */
import type { FifteenthDoc } from './kinds-fifteenth.js';

/** The columns of the maternity care invoice's address window and invoice head. */
const KZ_HEAD = [20, 330, 450];
/** The columns of the maternity care invoice's label/value rows. */
const KZ = [20, 180];
/** The columns of the maternity care invoice's lines. */
const KZ_REG = [20, 330, 400, 480];
/** The columns of the maternity care invoice's totals. */
const KZ_SUM = [310, 480];
/** The columns of the pawn ticket's head: two label/value pairs side by side. */
const EMP = [20, 170, 320, 450];
/** The columns of the pawn ticket's customer rows. */
const EMP_WIDE = [20, 170];
/** The columns of the pawn ticket's items. */
const PRENDA = [20, 320, 390, 470];
/** The columns of the pawn ticket's loan figures. */
const EMP_SUM = [240, 470];
/** The columns of the vehicle certificate's rows: two label/value pairs side by side. */
const RVM = [20, 140, 320, 450];
/** The columns of the vehicle certificate's long rows. */
const RVM_WIDE = [20, 140];
/** The columns of the vehicle certificate's earlier owners. */
const ANT = [20, 300, 440];
/** The columns of the training certificate's label/value rows. */
const ATF = [20, 180];
/** The columns of the training certificate's modules. */
const MOD = [20, 330, 450];
/** The columns of the property record's label/value rows. */
const CP = [20, 260];
/** The columns of the property record's rows: two label/value pairs side by side. */
const CP2 = [20, 150, 330, 460];
/** The columns of the property record's owners. */
const TIT = [20, 120, 400, 470];
/** The columns of the donation certificate's head on the right. */
const KRW_HEAD = [330, 430];
/** The columns of the donation certificate's label/value rows. */
const KRW = [20, 230];
/** The columns of the donation certificate's donations of the year. */
const HIST = [20, 150, 330];
/** The columns of the solar invoice's address window and invoice head. */
const SOL_HEAD = [20, 330, 440];
/** The columns of the solar invoice's label/value rows. */
const SOL = [20, 170];
/** The columns of the solar invoice's lines. */
const SOL_ITEMS = [20, 320, 390, 490];
/** The columns of the solar invoice's totals. */
const SOL_SUM = [240, 490];

/**
 * Dates are ISO, amounts numbers and currencies ISO codes even where only a symbol is printed;
 * IBANs are given without their spaces; other identifiers (invoice, policy, folio, RFC, plate, chassis,
 * RUN, register, tax code, matrix article, NIF, PESEL and certificate numbers) as printed; names as
 * printed, with their legal forms, without courtesy titles; an address as its printed lines joined by a
 * space. A field the document does not give is left out.
 */
export const FIFTEENTH_B: FifteenthDoc[] = [
  {
    name: "Dutch maternity care invoice for the own contribution (factuur eigen bijdrage kraamzorg) with the client under 'Mevrouw' with initials in the address window beside the invoice head with dates as dd-mm-yyyy, the insurer, birth date and hours in label/value rows, the lines with hours, € 5,30 rate and amounts, the total at the right, and the VAT exemption, due date and IBAN in sentences", lang: 'nl', schema: 'kraamzorg_factuur',
    pages: [[
      { at: [20, 430], cells: ['Kraamzorg De Wieg B.V.', 'FACTUUR'] },
      'Postbus 1184 · 3800 BD Amersfoort · 033 447 18 20 · KvK 30184471 · AGB-code 33-184471', '',
      { at: KZ_HEAD, cells: ['Mevrouw S.A. de Groot-Bakker', 'Factuurnummer', 'KZ-2025-07184'] },
      { at: KZ_HEAD, cells: ['Lindelaan 22', 'Factuurdatum', '04-08-2025'] },
      { at: KZ_HEAD, cells: ['3817 KL Amersfoort', 'Cliëntnummer', '104471'] }, '',
      'Betreft: eigen bijdrage kraamzorg', '',
      { at: KZ, cells: ['Zorgverzekeraar', 'Eemland Zorgverzekeringen N.V.'] },
      { at: KZ, cells: ['Polisnummer', '448120773'] },
      { at: KZ, cells: ['Geboortedatum kind', '19-07-2025'] },
      { at: KZ, cells: ['Kraamperiode', '19-07-2025 t/m 26-07-2025'] },
      { at: KZ, cells: ['Geïndiceerde uren', '49'] },
      { at: KZ, cells: ['Geleverde uren', '46'] },
      { at: KZ, cells: ['Kraamverzorgende', 'Ingrid Veldhuis'] }, '',
      { at: KZ_REG, cells: ['Omschrijving', 'Uren', 'Tarief', 'Bedrag'] },
      { at: KZ_REG, cells: ['Kraamzorg thuis 19-07 t/m 26-07-2025', '43', '€ 5,30', '€ 227,90'] },
      { at: KZ_REG, cells: ['Partusassistentie 19-07-2025', '3', '€ 5,30', '€ 15,90'] }, '',
      { at: KZ_SUM, cells: ['Totaal eigen bijdrage', '€ 243,80'] },
      { at: KZ_SUM, cells: ['Btw', '€ 0,00'] },
      { at: KZ_SUM, cells: ['Te betalen', '€ 243,80'] }, '',
      'Kraamzorg is vrijgesteld van btw (artikel 11, lid 1, onderdeel g, Wet OB).',
      'De overige kosten van de kraamzorg declareren wij rechtstreeks bij uw zorgverzekeraar.',
      'Wij verzoeken u het bedrag vóór 3 september 2025 over te maken op',
      'NL03 RABO 0312 4471 86 t.n.v. Kraamzorg De Wieg B.V. onder vermelding van het',
      'factuurnummer.',
      'Betalen in termijnen is mogelijk; neem hiervoor contact op met onze administratie.',
    ]],
    expected: {
      kraamzorgorganisatie: 'Kraamzorg De Wieg B.V.', factuurnummer: 'KZ-2025-07184', factuurdatum: '2025-08-04', clientnaam: 'S.A. de Groot-Bakker',
      adres_client: 'Lindelaan 22 3817 KL Amersfoort', verzekering: { zorgverzekeraar: 'Eemland Zorgverzekeringen N.V.', polisnummer: '448120773' },
      geboortedatum_kind: '2025-07-19', geindiceerde_uren: 49, geleverde_uren: 46, tarief_per_uur: 5.3, te_betalen: 243.8, vervaldatum: '2025-09-03',
      rekeningnummer: 'NL03RABO0312447186', btw_vrijgesteld: true, valuta: 'EUR',
      regels: [
        { omschrijving_regel: 'Kraamzorg thuis 19-07 t/m 26-07-2025', uren: 43, bedrag: 227.9 },
        { omschrijving_regel: 'Partusassistentie 19-07-2025', uren: 3, bedrag: 15.9 },
      ],
    },
  },
  {
    name: 'Mexican pawn ticket (boleta de empeño) from a S.A. de C.V. pawnshop with its RFC and PROFECO register in the letterhead, two label/value pairs per row with dates as dd/mm/yyyy and the term in days, the customer in wide rows, an items table with carats, grams as 12.40 and appraisals in $9,424.00 with a total row, the loan, monthly rate, interest and VAT at the right, and the CAT and renewal amount in sentences', lang: 'es', schema: 'boletaEmpeno',
    pages: [[
      { at: [20, 380], cells: ['PRENDAMÁS DEL BAJÍO, S.A. DE C.V.', 'BOLETA DE EMPEÑO'] },
      'RFC PBA180417KX2 · Blvd. López Mateos 1184 Ote., Col. Centro, C.P. 37000, León, Gto.',
      'Registro Público de Casas de Empeño PROFECO No. 4471/2019 · Tel. 477 714 4718', '',
      'CONTRATO DE MUTUO CON INTERÉS Y GARANTÍA PRENDARIA', '',
      { at: EMP, cells: ['Folio', 'LEO-0118472', 'Sucursal', 'León Centro'] },
      { at: EMP, cells: ['Fecha de operación', '22/09/2025', 'Plazo', '30 días'] },
      { at: EMP, cells: ['Fecha de vencimiento', '22/10/2025', 'Comercialización', 'desde 06/11/2025'] }, '',
      { at: EMP_WIDE, cells: ['Pignorante', 'Laura Patricia Mendoza Arriaga'] },
      { at: EMP_WIDE, cells: ['Identificación', 'INE, folio 1184472093'] },
      { at: EMP_WIDE, cells: ['Domicilio', 'Calle Hidalgo 318, Col. San Juan de Dios, León, Gto.'] }, '',
      'DESCRIPCIÓN DE LAS PRENDAS',
      { at: PRENDA, cells: ['Descripción', 'Kilataje', 'Peso (g)', 'Avalúo'] },
      { at: PRENDA, cells: ['Esclava de oro amarillo, tejido barbado', '14 k', '12.40', '$9,424.00'] },
      { at: PRENDA, cells: ['Anillo de oro amarillo con circonia', '10 k', '3.10', '$1,612.00'] },
      { at: PRENDA, cells: ['Par de aretes de oro blanco', '14 k', '2.80', '$2,128.00'] },
      { at: PRENDA, cells: ['Avalúo total', '', '18.30', '$13,164.00'] }, '',
      { at: EMP_SUM, cells: ['Monto del préstamo', '$9,200.00'] },
      { at: EMP_SUM, cells: ['Tasa de interés mensual', '4.50 %'] },
      { at: EMP_SUM, cells: ['Intereses al vencimiento', '$414.00'] },
      { at: EMP_SUM, cells: ['IVA 16 % sobre intereses', '$66.24'] },
      { at: EMP_SUM, cells: ['Total a pagar para desempeño', '$9,680.24'] }, '',
      'CAT (Costo Anual Total): 70.8 % sin IVA. Para fines informativos y de comparación.',
      'Para refrendar el contrato deberá cubrir $480.24 (intereses más IVA) a más tardar en',
      'la fecha de vencimiento. Si no refrenda ni desempeña, la prenda podrá comercializarse',
      'a partir del 06/11/2025 y el remanente, en su caso, quedará a su disposición.', '',
      'León, Guanajuato, a 22 de septiembre de 2025.',
      { at: [20, 330], cells: ['El pignorante', 'Por la casa de empeño'] },
      { at: [20, 330], cells: ['Laura Patricia Mendoza Arriaga', 'Rodrigo Sámano Ruiz, valuador'] },
    ]],
    expected: {
      casaEmpeno: 'PRENDAMÁS DEL BAJÍO, S.A. DE C.V.', rfcCasa: 'PBA180417KX2', folio: 'LEO-0118472', fechaOperacion: '2025-09-22', fechaVencimiento: '2025-10-22',
      pignorante: 'Laura Patricia Mendoza Arriaga', plazoDias: 30, avaluoTotal: 13164, montoPrestamo: 9200, tasaInteresMensual: 4.5, cat: 70.8, montoRefrendo: 480.24,
      montoDesempeno: 9680.24, moneda: 'MXN',
      prendas: [
        { descripcion: 'Esclava de oro amarillo, tejido barbado', kilates: 14, pesoGramos: 12.4, avaluo: 9424 },
        { descripcion: 'Anillo de oro amarillo con circonia', kilates: 10, pesoGramos: 3.1, avaluo: 1612 },
        { descripcion: 'Par de aretes de oro blanco', kilates: 14, pesoGramos: 2.8, avaluo: 2128 },
      ],
    },
  },
  {
    name: 'Chilean vehicle register certificate (certificado de inscripción y anotaciones vigentes) with the republic, the civil registry and the folio at the top, the vehicle and owner in two label/value pairs per row with dates as dd-mm-yyyy and the RUN with its check digit, the registered pledge in capitals in sentences, a table of earlier owners, the price as $ 1.140 and the issue date in words', lang: 'es', schema: 'certificado_vehiculo',
    pages: [[
      { at: [20, 380], cells: ['REPÚBLICA DE CHILE', 'Folio: 500447182931'] },
      { at: [20, 380], cells: ['SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN', 'Código: 8f3a41c792de'] }, '',
      'CERTIFICADO DE INSCRIPCIÓN Y ANOTACIONES VIGENTES',
      'REGISTRO DE VEHÍCULOS MOTORIZADOS', '',
      { at: RVM, cells: ['Inscripción', 'KPTR.47-1', 'Fec. inscripción', '21-03-2022'] }, '',
      'DATOS DEL VEHÍCULO',
      { at: RVM, cells: ['Tipo vehículo', 'STATION WAGON', 'Año', '2019'] },
      { at: RVM, cells: ['Marca', 'SUZUKI', 'Modelo', 'VITARA GLX 1.6'] },
      { at: RVM, cells: ['Nro. motor', 'M16A2291847', 'Color', 'GRIS PLATA'] },
      { at: RVM, cells: ['Nro. chasis', 'JSAKD84S0K4118472', 'Combustible', 'GASOLINA'] }, '',
      'DATOS DEL PROPIETARIO',
      { at: RVM_WIDE, cells: ['Nombre', 'CONSTANZA ANDREA MUÑOZ REYES'] },
      { at: RVM, cells: ['R.U.N.', '16.447.218-3', 'Fec. adquisición', '14-03-2022'] },
      { at: RVM, cells: ['Repertorio', 'TEMUCO', 'Nro. repertorio', '118447'] }, '',
      'ANOTACIONES VIGENTES',
      'PRENDA SIN DESPLAZAMIENTO a favor de FINANCIERA ARAUCANÍA S.A., R.U.T. 76.184.472-5,',
      'inscrita con fecha 21-03-2022, en garantía de crédito automotriz.',
      'PROHIBICIÓN DE GRAVAR Y ENAJENAR a favor del mismo acreedor, inscrita con igual fecha.', '',
      'PROPIETARIOS ANTERIORES',
      { at: ANT, cells: ['Nombre', 'R.U.N.', 'Fec. adquisición'] },
      { at: ANT, cells: ['JAVIER IGNACIO SOTO PAREDES', '13.982.447-4', '02-09-2019'] },
      { at: ANT, cells: ['MARÍA JOSÉ ALARCÓN VIDAL', '17.204.118-3', '10-05-2021'] }, '',
      'Valor del certificado: $ 1.140',
      'Emitido el 3 de noviembre de 2025 a las 10:42 hrs. Verifique la validez de este',
      'documento con el folio y el código indicados en cualquier oficina del Servicio.',
    ]],
    expected: {
      folio: '500447182931', emitido_el: '2025-11-03', placa_patente: 'KPTR.47-1', tipo_vehiculo: 'STATION WAGON', marca_vehiculo: 'SUZUKI', modelo_vehiculo: 'VITARA GLX 1.6',
      anio: 2019, numero_chasis: 'JSAKD84S0K4118472',
      dueno_actual: { nombre_completo: 'CONSTANZA ANDREA MUÑOZ REYES', run: '16.447.218-3', fecha_adquisicion: '2022-03-14' },
      prenda_vigente: true, acreedor_prendario: 'FINANCIERA ARAUCANÍA S.A.', valor_certificado: 1140, moneda: 'CLP',
      propietarios_anteriores: [
        { nombre_completo: 'JAVIER IGNACIO SOTO PAREDES', run: '13.982.447-4' },
        { nombre_completo: 'MARÍA JOSÉ ALARCÓN VIDAL', run: '17.204.118-3' },
      ],
    },
  },
  {
    name: 'Italian workplace safety training certificate (attestato di formazione) from an accredited S.r.l. with the register number at the top right, the participant in capitals surname first with the birth place and date in one row and the tax code in label/value rows, the course title in capitals with the risk level, a modules table with dates as dd/mm/yyyy and hours, the attendance and final test in label/value rows, the refresher deadline in a sentence and the place and date in words', lang: 'it', schema: 'attestatoFormazione',
    pages: [[
      { at: [20, 400], cells: ['Formasicura Veneto S.r.l.', 'Reg. n. FSV/2025/1184'] },
      'Ente di formazione accreditato dalla Regione Veneto, codice A0447',
      "Via dell'Industria 12 · 35129 Padova · P.IVA 04471820287", '',
      'ATTESTATO DI FORMAZIONE',
      "ai sensi dell'art. 37 del D.Lgs. 81/2008 e dell'Accordo Stato-Regioni",
      'sulla formazione dei lavoratori', '',
      'Si attesta che', '',
      { at: ATF, cells: ['Cognome e nome', 'ROSSETTO MARCO'] },
      { at: ATF, cells: ['Nato a', 'Treviso (TV) il 08/02/1990'] },
      { at: ATF, cells: ['Codice fiscale', 'RSSMRC90B08L407H'] },
      { at: ATF, cells: ['Azienda', 'Officine Zanon S.p.A.'] },
      { at: ATF, cells: ['Sede', 'Camposampiero (PD)'] },
      { at: ATF, cells: ['Mansione', 'Operatore macchine utensili'] }, '',
      'ha frequentato con profitto il corso',
      'FORMAZIONE GENERALE E SPECIFICA DEI LAVORATORI – RISCHIO ALTO',
      'della durata complessiva di 16 ore, svoltosi dal 9 al 13 giugno 2025,',
      'nei seguenti moduli:',
      { at: MOD, cells: ['Modulo', 'Data', 'Ore'] },
      { at: MOD, cells: ['Formazione generale', '09/06/2025', '4'] },
      { at: MOD, cells: ['Rischi meccanici, macchine e attrezzature', '10/06/2025', '4'] },
      { at: MOD, cells: ['Rischio chimico, rumore e DPI', '12/06/2025', '4'] },
      { at: MOD, cells: ['Movimentazione carichi ed emergenze', '13/06/2025', '4'] }, '',
      { at: ATF, cells: ['Frequenza', '16 ore su 16 (100 %)'] },
      { at: ATF, cells: ['Verifica finale', 'test scritto, esito positivo (27/30)'] }, '',
      "Il presente attestato ha validità quinquennale. L'aggiornamento di 6 ore dovrà essere",
      'svolto entro il 13/06/2030.', '',
      'Padova, 20 giugno 2025',
      { at: [20, 330], cells: ['Il Direttore del corso', 'Il Docente'] },
      { at: [20, 330], cells: ['Ing. Francesca Boscolo', 'Dott. Alberto Gallo'] },
    ]],
    expected: {
      enteFormatore: 'Formasicura Veneto S.r.l.', numeroAttestato: 'FSV/2025/1184', partecipante: 'ROSSETTO MARCO', cfPartecipante: 'RSSMRC90B08L407H',
      natoIl: '1990-02-08', azienda: 'Officine Zanon S.p.A.', livelloRischio: 'alto', oreTotali: 16, dataInizio: '2025-06-09', dataFine: '2025-06-13',
      esitoPositivo: true, punteggio: 27, scadenzaAggiornamento: '2030-06-13', dataRilascio: '2025-06-20', direttoreCorso: 'Francesca Boscolo',
      moduli: [
        { modulo: 'Formazione generale', ore: 4 },
        { modulo: 'Rischi meccanici, macchine e attrezzature', ore: 4 },
        { modulo: 'Rischio chimico, rumore e DPI', ore: 4 },
        { modulo: 'Movimentazione carichi ed emergenze', ore: 4 },
      ],
    },
  },
  {
    name: 'Portuguese urban property register record (caderneta predial urbana) from the tax authority with the tax office code, the property identification in two label/value pairs per row with coded district and parish, the address over two rows, areas as 92,4500 m², the assessment data in label/value rows with the value as €118.430,00, an owners table with NIF, name and share, and the issue date printed as yyyy-mm-dd', lang: 'pt', schema: 'CadernetaPredial',
    pages: [[
      { at: [20, 380], cells: ['AUTORIDADE TRIBUTÁRIA E ADUANEIRA', 'CADERNETA PREDIAL URBANA'] },
      'SERVIÇO DE FINANÇAS: 3190 - PORTO-4', '',
      'IDENTIFICAÇÃO DO PRÉDIO',
      { at: CP2, cells: ['Distrito', '13 - PORTO', 'Concelho', '12 - PORTO'] },
      { at: CP2, cells: ['Freguesia', '131210 - PARANHOS', 'Artigo matricial', '4471'] },
      { at: CP2, cells: ['Fração', 'F', 'Tipologia', 'T3'] },
      { at: CP2, cells: ['Regime', 'Propriedade horizontal', 'N.º de pisos', '1'] }, '',
      'LOCALIZAÇÃO DO PRÉDIO',
      { at: CP, cells: ['Morada', 'Rua de Costa Cabral, n.º 1184, 2.º Esq.'] },
      { at: CP, cells: ['', '4200-211 PORTO'] }, '',
      'ÁREAS (m²)',
      { at: CP, cells: ['Área total do terreno', '412,0000'] },
      { at: CP, cells: ['Área de implantação do edifício', '286,0000'] },
      { at: CP, cells: ['Área bruta privativa', '92,4500'] },
      { at: CP, cells: ['Área bruta dependente', '8,2000'] }, '',
      'DADOS DE AVALIAÇÃO',
      { at: CP, cells: ['Ano de inscrição na matriz', '1962'] },
      { at: CP, cells: ['Afetação', 'Habitação'] },
      { at: CP, cells: ['Coeficiente de localização', '2,10'] },
      { at: CP, cells: ['Valor patrimonial atual (CIMI)', '€118.430,00'] },
      { at: CP, cells: ['Determinado no ano', '2024'] }, '',
      'TITULARES',
      { at: TIT, cells: ['NIF', 'Nome', 'Parte', 'Documento'] },
      { at: TIT, cells: ['198447213', 'ANA MARGARIDA PINTO SOUSA', '1/2', 'Escritura'] },
      { at: TIT, cells: ['204471184', 'RUI MIGUEL SOUSA FERREIRA', '1/2', 'Escritura'] }, '',
      'Emitido via internet em 2025-10-07',
      'Código de validação: PX4K-7H2M-Q9TD',
      'O Chefe de Finanças: António Lemos Carvalho',
    ]],
    expected: {
      ArtigoMatricial: '4471', Fracao: 'F', Morada: 'Rua de Costa Cabral, n.º 1184, 2.º Esq. 4200-211 PORTO', Afetacao: 'Habitação', Tipologia: 'T3',
      AreaBrutaPrivativa: 92.45, AreaBrutaDependente: 8.2, AnoInscricao: 1962, ValorPatrimonial: 118430, AnoDeterminacao: 2024, CoeficienteLocalizacao: 2.1,
      PropriedadeHorizontal: true, EmitidoEm: '2025-10-07', Moeda: 'EUR',
      Titulares: [
        { NomeTitular: 'ANA MARGARIDA PINTO SOUSA', NifTitular: '198447213', Parte: '1/2' },
        { NomeTitular: 'RUI MIGUEL SOUSA FERREIRA', NifTitular: '204471184', Parte: '1/2' },
      ],
    },
  },
  {
    name: "Polish blood donation certificate (zaświadczenie o honorowym oddaniu krwi) with the blood centre's name over two lines beside its local branch, the number and date as dd.mm.yyyy at the top right, the donor, PESEL, date, volume and kind of donation in running sentences, the blood group, totals with 8 250 ml and next donation in label/value rows, a table of the year's donations, and the leave from work and tax relief value as 58,50 zł in sentences", lang: 'pl', schema: 'zaswiadczenieKrwiodawcy',
    pages: [[
      { at: [20, 360], cells: ['REGIONALNE CENTRUM KRWIODAWSTWA', 'Oddział Terenowy nr 4'] },
      { at: [20, 360], cells: ['I KRWIOLECZNICTWA W LUBLINIE', 'ul. Partyzancka 18, 24-100 Puławy'] }, '',
      { at: KRW_HEAD, cells: ['Nr', '447/2025/OT4'] },
      { at: KRW_HEAD, cells: ['Data wydania', '14.10.2025'] }, '',
      'ZAŚWIADCZENIE',
      'o honorowym oddaniu krwi lub jej składników', '',
      'Zaświadcza się, że Pani Katarzyna Wójcik-Lis, PESEL 91042318446, w dniu 14.10.2025 r.',
      'oddała honorowo 450 ml krwi pełnej (donacja nr 0447 2025 118472).', '',
      { at: KRW, cells: ['Grupa krwi', 'A Rh+ (dodatni)'] },
      { at: KRW, cells: ['Liczba donacji ogółem', '18'] },
      { at: KRW, cells: ['Łącznie oddano', '8 250 ml'] },
      { at: KRW, cells: ['Następna donacja krwi pełnej', 'nie wcześniej niż 09.12.2025'] },
      { at: KRW, cells: ['Posiłek regeneracyjny', 'wydano'] }, '',
      'DONACJE W 2025 ROKU',
      { at: HIST, cells: ['Data', 'Rodzaj', 'Objętość'] },
      { at: HIST, cells: ['11.02.2025', 'krew pełna', '450 ml'] },
      { at: HIST, cells: ['10.06.2025', 'osocze', '600 ml'] },
      { at: HIST, cells: ['14.10.2025', 'krew pełna', '450 ml'] }, '',
      'Krwiodawcy przysługuje zwolnienie od pracy w dniu oddania krwi oraz w dniu następnym,',
      'z zachowaniem prawa do wynagrodzenia, na podstawie niniejszego zaświadczenia.',
      'Wartość donacji do odliczenia w zeznaniu podatkowym jako darowizna na cele krwiodawstwa',
      '(130 zł za litr): 58,50 zł.', '',
      { at: [330], cells: ['Lekarz kwalifikujący'] },
      { at: [330], cells: ['lek. Piotr Nowakowski'] },
    ]],
    expected: {
      centrum: 'REGIONALNE CENTRUM KRWIODAWSTWA I KRWIOLECZNICTWA W LUBLINIE', numerZaswiadczenia: '447/2025/OT4', dawca: 'Katarzyna Wójcik-Lis', peselDawcy: '91042318446',
      dataDonacji: '2025-10-14', rodzajDonacji: 'krew pełna', objetoscMl: 450, grupaKrwi: 'A Rh+', zwolnienieOdPracy: true, liczbaDonacji: 18, lacznaObjetoscMl: 8250,
      nastepnaDonacjaOd: '2025-12-09', wartoscDoUlgi: 58.5, waluta: 'PLN',
      donacjeWRoku: [
        { data: '2025-02-11', rodzaj: 'krew pełna', objetosc: 450 },
        { data: '2025-06-10', rodzaj: 'osocze', objetosc: 600 },
        { data: '2025-10-14', rodzaj: 'krew pełna', objetosc: 450 },
      ],
    },
  },
  {
    name: "Malaysian solar panel installation invoice in Malay from a Sdn Bhd with its company and SST numbers in the letterhead, the customer under 'Kepada:' with 'Encik' in the address window beside the invoice head with the date as dd/mm/yyyy, the installation address, system, NEM approval in label/value rows, a lines table with amounts as 15,600.00, subtotal, 8% service tax, total, deposit and balance at the right, and the service tax, bank and warranty in sentences", lang: 'ms', schema: 'invois_solar',
    pages: [[
      { at: [20, 420], cells: ['SURIA TROPIKA ENERGY SDN BHD', 'INVOIS'] },
      'No. Syarikat 201801044712 (1284471-K) · No. Pendaftaran SST: B16-1808-32004471',
      'No. 18, Jalan Perusahaan 3, Taman Perindustrian Sungai Buloh,',
      '47000 Sungai Buloh, Selangor',
      'Tel: 03-6145 4471 · Kontraktor PV berdaftar dengan SEDA Malaysia', '',
      { at: SOL_HEAD, cells: ['Kepada:', 'No. Invois', 'STE-INV-2510-0447'] },
      { at: SOL_HEAD, cells: ['Encik Mohd Hafiz bin Abdul Rahman', 'Tarikh', '28/10/2025'] },
      { at: SOL_HEAD, cells: ['No. 7, Jalan Cempaka 2/4, Taman Cempaka', 'Sebut harga', 'STE-Q-2508-0391'] },
      { at: SOL_HEAD, cells: ['68000 Ampang, Selangor', 'Terma', '14 hari'] }, '',
      { at: SOL, cells: ['Alamat pemasangan', 'No. 7, Jalan Cempaka 2/4, Taman Cempaka, 68000 Ampang, Selangor'] },
      { at: SOL, cells: ['Sistem', '8.2 kWp (20 x panel 410 Wp), inverter 8 kW satu fasa'] },
      { at: SOL, cells: ['No. akaun TNB', '220044718207'] },
      { at: SOL, cells: ['Kelulusan NEM', 'Diluluskan, rujukan NEM3/2025/118447'] },
      { at: SOL, cells: ['Tarikh pentauliahan', '21/10/2025'] }, '',
      { at: SOL_ITEMS, cells: ['Perkara', 'Kuantiti', 'Harga seunit', 'Jumlah (RM)'] },
      { at: SOL_ITEMS, cells: ['Panel suria monokristal 410 Wp', '20', '780.00', '15,600.00'] },
      { at: SOL_ITEMS, cells: ['Inverter grid-tie 8 kW', '1', '5,400.00', '5,400.00'] },
      { at: SOL_ITEMS, cells: ['Struktur pemasangan bumbung dan kabel', '1', '3,250.00', '3,250.00'] },
      { at: SOL_ITEMS, cells: ['Kerja pemasangan, ujian dan pentauliahan', '1', '2,600.00', '2,600.00'] },
      { at: SOL_ITEMS, cells: ['Permohonan NEM dan meter dwi-arah', '1', '750.00', '750.00'] }, '',
      { at: SOL_SUM, cells: ['Jumlah kecil', '27,600.00'] },
      { at: SOL_SUM, cells: ['Cukai perkhidmatan 8%', '208.00'] },
      { at: SOL_SUM, cells: ['Jumlah besar', '27,808.00'] },
      { at: SOL_SUM, cells: ['Tolak: deposit 30% (10/09/2025)', '8,342.40'] },
      { at: SOL_SUM, cells: ['Baki perlu dibayar', '19,465.60'] }, '',
      'Cukai perkhidmatan dikenakan ke atas kerja pemasangan sahaja.',
      'Sila jelaskan baki dalam tempoh 14 hari dari tarikh invois ke akaun Bank Tropika Berhad',
      '5144 7182 0931 atas nama SURIA TROPIKA ENERGY SDN BHD.',
      'Waranti: panel 25 tahun (prestasi), inverter 10 tahun, kerja pemasangan 5 tahun.',
      'Ini adalah cetakan komputer dan tidak memerlukan tandatangan.',
    ]],
    expected: {
      syarikat: 'SURIA TROPIKA ENERGY SDN BHD', no_invois: 'STE-INV-2510-0447', tarikh_invois: '2025-10-28', pelanggan: 'Mohd Hafiz bin Abdul Rahman',
      alamat_pemasangan: 'No. 7, Jalan Cempaka 2/4, Taman Cempaka, 68000 Ampang, Selangor', kapasiti_kwp: 8.2, bilangan_panel: 20, kelulusan_nem: true,
      jumlah_kecil: 27600, cukai_perkhidmatan: 208, jumlah_besar: 27808, deposit: 8342.4, baki: 19465.6, waranti_panel_tahun: 25, mata_wang: 'MYR',
      butiran: [
        { perkara: 'Panel suria monokristal 410 Wp', jumlah: 15600 },
        { perkara: 'Inverter grid-tie 8 kW', jumlah: 5400 },
        { perkara: 'Struktur pemasangan bumbung dan kabel', jumlah: 3250 },
        { perkara: 'Kerja pemasangan, ujian dan pentauliahan', jumlah: 2600 },
        { perkara: 'Permohonan NEM dan meter dwi-arah', jumlah: 750 },
      ],
    },
  },
];
