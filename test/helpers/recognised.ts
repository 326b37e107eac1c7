/** Recognised documents built in tests: lines with word boxes, invoices of label/value rows, prose per language. */
import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';

/** A text line with a box per word, as recognition returns it. */
export function line(text: string, x0: number, y0: number): Line {
  const x1 = x0 + text.length * 7;
  const y1 = y0 + 14;
  const words = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const a = x0 + ((x1 - x0) * m.index) / text.length;
    const b = x0 + ((x1 - x0) * (m.index + m[0].length)) / text.length;
    words.push({ text: m[0], bbox: { x0: a, y0, x1: b, y1 }, confidence: 1 });
  }
  return { text, bbox: { x0, y0, x1, y1 }, words, confidence: 1 };
}

/** Rows of a one-page invoice: a text, or a label on the left with its value on the right. */
export type Row = string | [string, string];

export function invoice(rows: Row[]): RecognisedDocument {
  const lines: Line[] = [];
  rows.forEach((r, i) => {
    const y = 20 + i * 20;
    if (typeof r === 'string') {
      if (r) lines.push(line(r, 20, y));
    } else {
      lines.push(line(r[0], 20, y));
      lines.push(line(r[1], 320, y));
    }
  });
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 600, height: 800, source: 'text-layer', lines, tables: [] }] };
}

/** A paragraph of invoice prose per language with a pack, enough for the language to be detected. */
export const PROSE: Record<string, string> = {
 en: 'This invoice is issued for the consulting services provided during the month of March. Payment is due within thirty days of the invoice date. Please transfer the amount to the bank account shown below and quote the invoice number as the reference.',
 de: 'Diese Rechnung wird für die im Monat März erbrachten Beratungsleistungen ausgestellt. Die Zahlung ist innerhalb von dreißig Tagen nach dem Rechnungsdatum fällig. Bitte überweisen Sie den Betrag auf das unten angegebene Konto und geben Sie die Rechnungsnummer als Verwendungszweck an.',
 fr: 'Cette facture est émise pour les prestations de conseil fournies au cours du mois de mars. Le paiement est dû dans les trente jours suivant la date de la facture. Veuillez virer le montant sur le compte bancaire indiqué ci-dessous et rappeler le numéro de facture en référence.',
 nl: 'Deze factuur wordt uitgereikt voor de adviesdiensten die in de maand maart zijn verleend. De betaling dient binnen dertig dagen na de factuurdatum te geschieden. Gelieve het bedrag over te maken op de hieronder vermelde bankrekening en het factuurnummer als referentie te vermelden.',
 es: 'Esta factura se emite por los servicios de consultoría prestados durante el mes de marzo. El pago debe realizarse dentro de los treinta días siguientes a la fecha de la factura. Por favor, transfiera el importe a la cuenta bancaria indicada abajo e indique el número de factura como referencia.',
 it: 'La presente fattura è emessa per i servizi di consulenza forniti durante il mese di marzo. Il pagamento deve essere effettuato entro trenta giorni dalla data della fattura. Si prega di bonificare l\'importo sul conto bancario indicato qui sotto e di indicare il numero della fattura come riferimento.',
 pt: 'Esta fatura é emitida pelos serviços de consultoria prestados durante o mês de março. O pagamento deve ser efetuado no prazo de trinta dias a contar da data da fatura. Por favor, transfira o montante para a conta bancária indicada abaixo e indique o número da fatura como referência.',
 pl: 'Niniejsza faktura jest wystawiona za usługi doradcze świadczone w miesiącu marcu. Płatność należy uregulować w terminie trzydziestu dni od daty wystawienia faktury. Prosimy o przelanie kwoty na rachunek bankowy podany poniżej i podanie numeru faktury jako tytułu przelewu.',
 ms: 'Invois ini dikeluarkan untuk perkhidmatan perundingan yang diberikan sepanjang bulan Mac. Pembayaran hendaklah dibuat dalam tempoh tiga puluh hari dari tarikh invois. Sila pindahkan jumlah tersebut ke akaun bank yang dinyatakan di bawah dan nyatakan nombor invois sebagai rujukan.',
};
