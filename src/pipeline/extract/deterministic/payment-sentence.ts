/**
 * Payment terms given as a sentence without a label ("Zahlbar innert 30 Tagen.", "Payment is due
 * within 14 days of the invoice date.", "Paiement à 30 jours net."): a sentence that begins with a
 * payment phrase of the document's languages and gives a number of days. The value is the sentence
 * as printed, without its full stop.
 */
import type { Candidate } from './candidates.js';
import { spanBox, type DocText } from './layout.js';
import type { FieldSpec } from './schema.js';
import { dayWords, paymentPhrases } from './vocab.js';

/** How far after the phrase the number of days may stand. */
const DAYS_WITHIN = 40;
/** Longer lines are clauses of prose, not a terms line. */
const MAX_LINE = 160;

export function paymentSentenceCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const phrases = paymentPhrases(f.locale);
  const days = dayWords(f.locale);
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    if (l.text.length > MAX_LINE) continue;
    phrases.lastIndex = 0;
    const m = phrases.exec(l.text);
    if (!m) continue;
    // the sentence the phrase stands in: from the start of the line or the previous full stop, to the next one
    const start = Math.max(0, l.text.lastIndexOf('. ', m.index) + 1);
    const stop = l.text.slice(m.index).search(/\.(?:\s|$)/);
    const end = stop < 0 ? l.text.length : m.index + stop;
    const after = l.text.slice(m.index + m[0].length, end);
    const n = /\d{1,3}/.exec(after.slice(0, DAYS_WITHIN));
    if (!n || !days.test(after.slice(n.index + n[0].length, n.index + n[0].length + 24))) continue;
    const from = start + (l.text.slice(start, end).length - l.text.slice(start, end).trimStart().length);
    const value = l.text.slice(from, end).trim();
    out.push({ value, raw: value, score: 0.45, citations: [{ page: l.page, bbox: spanBox(l, from, end), text: value }], how: 'payment-sentence', order: l.index });
    if (out.length >= 2) break;
  }
  return out;
}
