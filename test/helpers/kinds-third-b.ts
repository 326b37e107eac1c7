/** Third probe round, second part: documents in Dutch, Spanish, Italian, Portuguese, Polish and Malay (rows as printed, values a reader takes). */
import { right, type ThirdDoc } from './kinds-third.js';

const items = (...rows: Array<[string, number, number, number]>) => rows.map(([description, quantity, unit_price, amount]) => ({ description, quantity, unit_price, amount }));
const coded = (...rows: Array<[string, string, number, number, number]>) =>
  rows.map(([article_number, description, quantity, unit_price, amount]) => ({ article_number, description, quantity, unit_price, amount }));

export const THIRD_B: ThirdDoc[] = [
  {
    name: 'Belgian invoice in Dutch with the customer on the right and the totals at the right', lang: 'nl', schema: 'eu_invoice',
    pages: [[
      'Bouwbedrijf Peeters BV', 'Industrieweg 22, 2200 Herentals', 'BTW BE0876.543.270', '',
      { at: [380], cells: ['Aan:'] }, { at: [380], cells: ['Van den Broeck NV'] }, { at: [380], cells: ['Kerkstraat 5'] }, { at: [380], cells: ['2000 Antwerpen'] }, '',
      'FACTUUR', ['Factuurnummer', '2024/0451'], ['Factuurdatum', '19/02/2024'], ['Vervaldatum', '20/03/2024'], ['Uw referentie', 'PO 5513'], ['Betalingstermijn', '30 dagen'], '',
      ['Omschrijving', 'Aantal', 'Eenheidsprijs', 'Bedrag'],
      ['Plaatsen gyprocwanden', '42', '38,50 EUR', '1.617,00 EUR'],
      ['Afvoer bouwafval', '1', '180,00 EUR', '180,00 EUR'], '',
      right(340, 'Totaal excl. btw', '1.797,00 EUR'), right(340, 'Btw 6 %', '107,82 EUR'), right(340, 'Te betalen', '1.904,82 EUR'), '',
      'IBAN BE68 5390 0754 7034 - BIC BBRUBEBB',
    ]],
    expected: {
      number: '2024/0451', date: '2024-02-19', due_date: '2024-03-20', supplier: 'Bouwbedrijf Peeters BV', supplier_vat_id: 'BE0876543270', customer: 'Van den Broeck NV', order_reference: 'PO 5513', payment_terms: '30 dagen',
      net_amount: 1797, vat_amount: 107.82, tax_rate: 6, grand_total: 1904.82, currency: 'EUR', iban: 'BE68539007547034',
      line_items: items(['Plaatsen gyprocwanden', 42, 38.5, 1617], ['Afvoer bouwafval', 1, 180, 180]),
    },
  },
  {
    name: 'Mexican invoice with RFCs, key-value pairs side by side and $ amounts', lang: 'es', schema: 'tax_invoice',
    pages: [[
      'Distribuidora Azteca de Papel, S.A. de C.V.', 'Av. Insurgentes Sur 1602, Col. Crédito Constructor, 03940 Ciudad de México', 'RFC: DAP0905128K3', '',
      'FACTURA',
      { at: [20, 150, 330, 470], cells: ['Folio:', 'A-20931', 'Fecha de emisión:', '08/05/2024'] },
      { at: [20, 150, 330, 470], cells: ['Forma de pago:', 'Transferencia', 'Fecha de vencimiento:', '07/06/2024'] }, '',
      'Receptor:', 'Papelería El Estudiante, S.A. de C.V.', 'RFC: PEE120415QX2', '',
      ['Cantidad', 'Descripción', 'Precio unitario', 'Importe'],
      ['50', 'Resma papel bond carta', '$95.00', '$4,750.00'],
      ['20', 'Caja de bolígrafos azul', '$62.50', '$1,250.00'], '',
      right(360, 'Subtotal', '$6,000.00'), right(360, 'IVA 16%', '$960.00'), right(360, 'Total', '$6,960.00 MXN'),
    ]],
    expected: {
      invoice_number: 'A-20931', invoice_date: '2024-05-08', due_date: '2024-06-07', seller: 'Distribuidora Azteca de Papel, S.A. de C.V.', seller_tax_id: 'DAP0905128K3',
      buyer: 'Papelería El Estudiante, S.A. de C.V.', buyer_tax_id: 'PEE120415QX2', tax_amount: 960, total: 6960, currency: 'MXN',
      items: items(['Resma papel bond carta', 50, 95, 4750], ['Caja de bolígrafos azul', 20, 62.5, 1250]),
    },
  },
  {
    name: 'Spanish supermarket till receipt (simplified invoice)', lang: 'es', schema: 'receipt', till: true,
    pages: [[
      'SUPERMERCADOS EL OLIVO S.L.', 'C/ MAYOR 23 - 28013 MADRID', 'NIF B86451234', 'FACTURA SIMPLIFICADA', 'N° FACTURA: T014-000872', 'FECHA: 02/03/2024  HORA: 19:35', '------------------------------',
      '1 LECHE ENTERA 1L          0,95', '2 PAN BARRA                1,60', '1 ACEITE OLIVA VIRG.       8,45', '------------------------------',
      'TOTAL (€)                 11,00', 'TARJETA                   11,00', 'IVA    BASE    CUOTA', '4%     2,45    0,10', '10%    7,68    0,77',
      'Gracias por su visita',
    ]],
    expected: {
      store_name: 'SUPERMERCADOS EL OLIVO S.L.', address: 'C/ MAYOR 23 - 28013 MADRID', receipt_number: 'T014-000872', date: '2024-03-02', total: 11, vat_amount: 0.87, payment_method: 'TARJETA', currency: 'EUR',
      items: [{ name: 'LECHE ENTERA 1L', quantity: 1, amount: 0.95 }, { name: 'PAN BARRA', quantity: 2, amount: 1.6 }, { name: 'ACEITE OLIVA VIRG.', quantity: 1, amount: 8.45 }],
    },
  },
  {
    name: 'Spanish purchase order with labels above values and a code column', lang: 'es', schema: 'order',
    pages: [[
      'Construcciones Ebro S.L.', 'Paseo de la Independencia 8, 50004 Zaragoza', 'CIF: A28145936', '',
      'PEDIDO DE COMPRA',
      { at: [20, 200, 380], cells: ['Nº de pedido', 'Fecha', 'Fecha de entrega'] },
      { at: [20, 200, 380], cells: ['PC-2024-0277', '15/04/2024', '30/04/2024'] }, '',
      ['Proveedor:', 'Ferretería Industrial Aragón S.A.'], '',
      ['Ref.', 'Descripción', 'Cantidad', 'Precio', 'Importe'],
      ['FA-118', 'Taladro percutor 800 W', '5', '89,90 €', '449,50 €'],
      ['FA-204', 'Juego de brocas 19 piezas', '10', '24,50 €', '245,00 €'], '',
      right(340, 'Base imponible', '694,50 €'), right(340, 'IVA 21%', '145,85 €'), right(340, 'Total pedido', '840,35 €'),
    ]],
    expected: {
      order_number: 'PC-2024-0277', order_date: '2024-04-15', delivery_date: '2024-04-30', supplier: 'Ferretería Industrial Aragón S.A.', customer: 'Construcciones Ebro S.L.', grand_total: 840.35, currency: 'EUR',
      items: coded(['FA-118', 'Taladro percutor 800 W', 5, 89.9, 449.5], ['FA-204', 'Juego de brocas 19 piezas', 10, 24.5, 245]),
    },
  },
  {
    name: 'Italian invoice with labels above values, the customer on the right and the bank at the foot', lang: 'it', schema: 'eu_invoice',
    pages: [[
      'Studio Grafico Bianchi S.r.l.', 'Corso Vittorio Emanuele II 54, 10123 Torino', 'P.IVA 02156780989', '',
      { at: [380], cells: ['Spett.le'] }, { at: [380], cells: ['Pasticceria Rossi S.n.c.'] }, { at: [380], cells: ['Via Garibaldi 7'] }, { at: [380], cells: ['10122 Torino'] }, '',
      'FATTURA',
      { at: [20, 170, 320, 470], cells: ['Numero', 'Data', 'Scadenza', 'Cod. cliente'] },
      { at: [20, 170, 320, 470], cells: ['112/2024', '30/04/2024', '30/05/2024', 'C0087'] }, '',
      ['Descrizione', 'Q.tà', 'Prezzo', 'Importo'],
      ['Progettazione logo', '1', '€ 850,00', '€ 850,00'],
      ['Biglietti da visita (500 pz.)', '2', '€ 45,00', '€ 90,00'], '',
      right(340, 'Imponibile', '€ 940,00'), right(340, 'IVA 22%', '€ 206,80'), right(340, 'Totale documento', '€ 1.146,80'), '',
      ['Modalità di pagamento:', 'Bonifico 30 gg d.f.'], 'IBAN: IT40 S054 2811 1010 0000 0123 456',
    ]],
    expected: {
      number: '112/2024', date: '2024-04-30', due_date: '2024-05-30', supplier: 'Studio Grafico Bianchi S.r.l.', supplier_vat_id: '02156780989', customer: 'Pasticceria Rossi S.n.c.', payment_terms: 'Bonifico 30 gg d.f.',
      net_amount: 940, vat_amount: 206.8, tax_rate: 22, grand_total: 1146.8, currency: 'EUR', iban: 'IT40S0542811101000000123456',
      line_items: items(['Progettazione logo', 1, 850, 850], ['Biglietti da visita (500 pz.)', 2, 45, 90]),
    },
  },
  {
    name: 'Italian credit note with negative amounts', lang: 'it', schema: 'credit_note',
    pages: [[
      'Ricambi Auto Conti S.p.A.', 'Via Emilia Est 210, 41122 Modena', 'P.IVA IT03456780125', '',
      'NOTA DI CREDITO N. NC-0019/2024', ['Data:', '12/06/2024'], ['Rif. fattura n.', 'FT-0388/2024 del 03/06/2024'], ['Cliente:', 'Officina Meccanica Gatti S.r.l.'], '',
      ['Descrizione', 'Q.tà', 'Importo'],
      ['Reso pastiglie freno', '2', '-64,00'],
      ['Sconto non applicato', '1', '-12,00'],
      ['Imponibile', '', '-76,00'], ['IVA 22%', '', '-16,72'], ['Totale nota di credito', '', '-92,72 €'],
    ]],
    expected: {
      credit_note_no: 'NC-0019/2024', date: '2024-06-12', invoice_reference: 'FT-0388/2024', vendor: 'Ricambi Auto Conti S.p.A.', vendor_vat_id: 'IT03456780125', customer: 'Officina Meccanica Gatti S.r.l.',
      net_amount: -76, vat_amount: -16.72, total: -92.72, currency: 'EUR',
    },
  },
  {
    name: 'Portuguese invoice-receipt with NIFs and a code column', lang: 'pt', schema: 'eu_invoice',
    pages: [[
      'Cerâmicas do Lis, Lda.', 'Zona Industrial da Cova das Faias, 2415-017 Leiria', 'NIF 507432193', '',
      'FATURA-RECIBO FR 2024A/318', 'ATCUD: JJ3K7M2P-318', ['Data:', '07-05-2024'], ['Cliente:', 'Restaurante O Galo, Unipessoal Lda.'], ['NIF cliente:', '513208763'], '',
      ['Artigo', 'Descrição', 'Qtd.', 'Preço unit.', 'Total'],
      ['PR-26', 'Prato raso 26 cm', '120', '3,40 €', '408,00 €'],
      ['CH-08', 'Chávena café com pires', '80', '2,10 €', '168,00 €'], '',
      right(340, 'Total ilíquido', '576,00 €'), right(340, 'IVA 23%', '132,48 €'), right(340, 'Total', '708,48 €'),
    ]],
    expected: {
      number: 'FR 2024A/318', date: '2024-05-07', supplier: 'Cerâmicas do Lis, Lda.', supplier_vat_id: '507432193', customer: 'Restaurante O Galo, Unipessoal Lda.',
      net_amount: 576, vat_amount: 132.48, tax_rate: 23, grand_total: 708.48, currency: 'EUR',
      line_items: items(['Prato raso 26 cm', 120, 3.4, 408], ['Chávena café com pires', 80, 2.1, 168]),
    },
  },
  {
    name: 'Brazilian purchase order with CNPJs and R$ amounts', lang: 'pt', schema: 'order',
    pages: [[
      'Metalúrgica Paulista Ltda.', 'Rua Voluntários da Pátria 1450, Santana, São Paulo - SP, 02011-200', 'CNPJ: 45.278.193/0001-85', '',
      'PEDIDO DE COMPRA Nº 000512', ['Data do pedido:', '22/07/2024'], ['Previsão de entrega:', '05/08/2024'], '',
      ['Fornecedor:', 'Aços Vale do Paraíba S.A.'], ['CNPJ:', '08.014.472/0001-05'], '',
      ['Código', 'Descrição', 'Qtde', 'Valor unit.', 'Valor total'],
      ['CH-304', 'Chapa aço inox 304 1,5 mm', '25', 'R$ 412,00', 'R$ 10.300,00'],
      ['BR-12', 'Barra redonda 12 mm', '60', 'R$ 38,50', 'R$ 2.310,00'], '',
      right(340, 'Total dos produtos', 'R$ 12.610,00'), right(340, 'IPI 5%', 'R$ 630,50'), right(340, 'Valor total do pedido', 'R$ 13.240,50'), '',
      ['Condição de pagamento:', '28 dias'],
    ]],
    expected: {
      order_number: '000512', order_date: '2024-07-22', delivery_date: '2024-08-05', supplier: 'Aços Vale do Paraíba S.A.', customer: 'Metalúrgica Paulista Ltda.', payment_terms: '28 dias', grand_total: 13240.5, currency: 'BRL',
      items: coded(['CH-304', 'Chapa aço inox 304 1,5 mm', 25, 412, 10300], ['BR-12', 'Barra redonda 12 mm', 60, 38.5, 2310]),
    },
  },
  {
    name: 'Polish VAT invoice with seller and buyer blocks side by side and zł after the amounts', lang: 'pl', schema: 'eu_invoice',
    pages: [[
      'Faktura VAT nr FV/2024/03/0147',
      { at: [20, 170, 330, 480], cells: ['Data wystawienia:', '15.03.2024', 'Miejsce wystawienia:', 'Poznań'] },
      { at: [20, 170, 330, 480], cells: ['Data sprzedaży:', '15.03.2024', 'Termin płatności:', '29.03.2024'] }, '',
      ['Sprzedawca:', 'Nabywca:'], ['Drukarnia Kowalski Sp. z o.o.', 'Kancelaria Notarialna Nowak s.c.'], ['ul. Głogowska 112', 'ul. Święty Marcin 29'], ['60-243 Poznań', '61-806 Poznań'], ['NIP: 7771234567', 'NIP: 6793012299'], '',
      ['Lp.', 'Nazwa towaru lub usługi', 'Ilość', 'Cena netto', 'Wartość netto'],
      ['1', 'Wizytówki 350 g, 1000 szt.', '3', '120,00', '360,00'],
      ['2', 'Papier firmowy A4, 500 ark.', '2', '210,00', '420,00'], '',
      right(340, 'Razem netto', '780,00 zł'), right(340, 'VAT 23%', '179,40 zł'), right(340, 'Razem brutto', '959,40 zł'), '',
      'Do zapłaty: 959,40 zł', 'Słownie: dziewięćset pięćdziesiąt dziewięć złotych 40/100', 'Konto bankowe: PL61 1090 1014 0000 0712 1981 2874',
    ]],
    expected: {
      number: 'FV/2024/03/0147', date: '2024-03-15', due_date: '2024-03-29', supplier: 'Drukarnia Kowalski Sp. z o.o.', supplier_vat_id: '7771234567', customer: 'Kancelaria Notarialna Nowak s.c.',
      net_amount: 780, vat_amount: 179.4, tax_rate: 23, grand_total: 959.4, currency: 'PLN', iban: 'PL61109010140000071219812874',
      line_items: items(['Wizytówki 350 g, 1000 szt.', 3, 120, 360], ['Papier firmowy A4, 500 ark.', 2, 210, 420]),
    },
  },
  {
    name: 'Polish till receipt (paragon fiskalny)', lang: 'pl', schema: 'receipt', till: true,
    pages: [[
      'Delikatesy Marek Wiśniewski', 'ul. Długa 14, 80-827 Gdańsk', 'NIP 525-234-57-87', '2024-04-19        nr wydr.058123', 'PARAGON FISKALNY',
      'Chleb żytni          1 x4,50    4,50 C', 'Masło extra          2 x7,99   15,98 C', 'Woda mineralna 1,5L  6 x2,19   13,14 A',
      'SPRZEDAŻ OPODATK. A       13,14', 'PTU A 23,00%               2,46', 'SPRZEDAŻ OPODATK. C       20,48', 'PTU C 5,00%                0,98', 'SUMA PTU                   3,44',
      'SUMA PLN                  33,62', 'KARTA PŁATNICZA           33,62', 'Nr sys. 4417  17:42',
    ]],
    expected: {
      store_name: 'Delikatesy Marek Wiśniewski', address: 'ul. Długa 14, 80-827 Gdańsk', receipt_number: '058123', date: '2024-04-19', total: 33.62, vat_amount: 3.44, payment_method: 'KARTA PŁATNICZA', currency: 'PLN',
      items: [{ name: 'Chleb żytni', quantity: 1, amount: 4.5 }, { name: 'Masło extra', quantity: 2, amount: 15.98 }, { name: 'Woda mineralna 1,5L', quantity: 6, amount: 13.14 }],
    },
  },
  {
    name: 'Malaysian tax invoice with SST, the customer on the right and RM totals at the right', lang: 'ms', schema: 'tax_invoice',
    pages: [[
      'Syarikat Perabot Jaya Sdn. Bhd.', 'No. Syarikat: 201901023456 (1334567-K)', 'No. 8, Jalan Perindustrian 3, 81400 Senai, Johor', 'No. SST: J31-1808-22000123', '',
      { at: [20, 150, 380], cells: ['INVOIS CUKAI', '', 'Kepada:'] },
      { at: [20, 150, 380], cells: ['No. Invois:', 'INV-24-0619', 'Hotel Seri Pantai Sdn. Bhd.'] },
      { at: [20, 150, 380], cells: ['Tarikh:', '19/06/2024', 'Jalan Pantai 12'] },
      { at: [20, 150, 380], cells: ['Tarikh Akhir Bayaran:', '19/07/2024', '88000 Kota Kinabalu, Sabah'] }, '',
      ['Perihal', 'Kuantiti', 'Harga Seunit', 'Jumlah'],
      ['Kerusi kayu jati', '24', '185.00', '4,440.00'],
      ['Meja makan 6 tempat duduk', '4', '1,250.00', '5,000.00'], '',
      right(340, 'Jumlah Kecil', 'RM 9,440.00'), right(340, 'SST 10%', 'RM 944.00'), right(340, 'Jumlah Besar', 'RM 10,384.00'), '',
      'Bank: Maybank   No. Akaun: 5140 1234 5678',
    ]],
    expected: {
      invoice_number: 'INV-24-0619', invoice_date: '2024-06-19', due_date: '2024-07-19', seller: 'Syarikat Perabot Jaya Sdn. Bhd.', seller_tax_id: 'J31-1808-22000123', buyer: 'Hotel Seri Pantai Sdn. Bhd.',
      tax_amount: 944, total: 10384, currency: 'MYR',
      items: items(['Kerusi kayu jati', 24, 185, 4440], ['Meja makan 6 tempat duduk', 4, 1250, 5000]),
    },
  },
];
