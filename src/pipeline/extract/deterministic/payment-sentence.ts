/**
 * Payment terms given as a sentence without a label ("<Payable within> 30 <days>.", "Payment is due
 * within 14 days of the invoice date."): a sentence that begins with a
 * payment phrase of the document's languages and gives a number of days. The value is the sentence
 * as printed, without its full stop.
 */
import type { Candidate } from './candidates.js';
import { spanBox, type DocText } from './layout.js';
import type { FieldSpec } from './schema.js';
import { findDates } from './normalise.js';
import { readValue } from './values.js';
import { accountInSentence, dayWords, directDebitWords, paymentPhrases } from './vocab.js';

/** How far after the phrase the number of days may stand. */
const DAYS_WITHIN = 40;
/** Longer lines are clauses of prose, not a terms line. */
const MAX_LINE = 160;

interface PaymentSentence {
  line: DocText['lines'][number];
  /** where the sentence starts and ends in the line, and where its payment phrase ends */
  start: number;
  end: number;
  phraseEnd: number;
}

/**
 * The sentence a word at `at` stands in: from the start of the line or the previous full stop, to the
 * next one (a full stop inside a date, "02.12.2024", ends nothing).
 */
function sentenceAround(text: string, at: number): { start: number; end: number } {
  const start = Math.max(0, text.lastIndexOf('. ', at) + 1);
  const stop = text.slice(at).search(/\.(?:\s|$)/);
  return { start, end: stop < 0 ? text.length : at + stop };
}

/** Sentences of short lines that begin with a payment phrase of the document's languages. */
function paymentSentences(dt: DocText, f: FieldSpec): PaymentSentence[] {
  const phrases = paymentPhrases(f.locale);
  const out: PaymentSentence[] = [];
  for (const l of dt.lines) {
    if (l.text.length > MAX_LINE) continue;
    phrases.lastIndex = 0;
    const m = phrases.exec(l.text);
    if (!m) continue;
    out.push({ line: l, ...sentenceAround(l.text, m.index), phraseEnd: m.index + m[0].length });
  }
  return out;
}

/**
 * A due date given in a payment sentence ("<Payable within> 14 <days> <net> <by the>
 * 02.12.2024.", "Payable by 30 June 2024."): the one date after the phrase, taken weakly. A sentence
 * with a discount or two dates states terms, not one due date.
 */
export function paymentSentenceDateCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const out: Candidate[] = [];
  for (const s of paymentSentences(dt, f)) {
    const text = s.line.text.slice(s.phraseEnd, s.end);
    // terms with a discount for early payment give two dates ("<net> <by> <date>, 3% <discount> <by> <date>"): no one due date
    if (/%/.test(text) || findDates(text, f.hints.dateOrder, f.locale?.months).length !== 1) continue;
    const v = readValue(f, text);
    if (!v) continue;
    const from = s.phraseEnd + v.index;
    out.push({ value: v.value, raw: v.raw, score: 0.45 * v.parseScore, citations: [{ page: s.line.page, bbox: spanBox(s.line, from, from + v.raw.length), text: v.raw }], how: 'payment-sentence-date', order: s.line.index });
    if (out.length >= 2) break;
  }
  return out;
}

export function paymentSentenceCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const days = dayWords(f.locale);
  const out: Candidate[] = [];
  for (const { line: l, start, end, phraseEnd } of paymentSentences(dt, f)) {
    const after = l.text.slice(phraseEnd, end);
    const n = /(?<![\d.])\d{1,3}(?![\d.,])/.exec(after.slice(0, DAYS_WITHIN));
    if (!n || !days.test(after.slice(n.index + n[0].length, n.index + n[0].length + 24))) continue;
    const from = start + (l.text.slice(start, end).length - l.text.slice(start, end).trimStart().length);
    const value = l.text.slice(from, end).trim();
    out.push({ value, raw: value, score: 0.45, citations: [{ page: l.page, bbox: spanBox(l, from, end), text: value }], how: 'payment-sentence', order: l.index });
    if (out.length >= 2) break;
  }
  return out;
}

/** Longer lines than this are paragraphs, where a date beside a debit word may be any date. */
const MAX_DEBIT_LINE = 240;

/**
 * The date a direct debit is taken, given in a sentence ("<The amount> <will be taken on> <date> <by direct
 * debit> ..."): the one date of a sentence naming a direct debit in the
 * document's languages (their words for the option "direct debit", `enum_words`), taken weakly.
 */
export function debitSentenceDateCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const re = directDebitWords(f.locale);
  if (!re) return [];
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    if (l.text.length > MAX_DEBIT_LINE) continue;
    const m = re.exec(l.text);
    if (!m) continue;
    const { start, end } = sentenceAround(l.text, m.index);
    const text = l.text.slice(start, end);
    const dates = findDates(text, f.hints.dateOrder, f.locale?.months);
    if (dates.length !== 1) continue;
    const v = readValue(f, text.slice(dates[0].index));
    if (!v) continue;
    const from = start + dates[0].index + v.index;
    out.push({ value: v.value, raw: v.raw, score: 0.4 * v.parseScore, citations: [{ page: l.page, bbox: spanBox(l, from, from + v.raw.length), text: v.raw }], how: 'debit-sentence-date', order: l.index });
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * An account number given in a sentence ("... <to account> <bank> <digits> <in the name of> ..."): a run of
 * six or more digits (groups joined by spaces or hyphens allowed) within three words after an
 * account label of the document's languages, taken weakly.
 */
export function accountSentenceCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const re = accountInSentence(f.locale);
  if (!re) return [];
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    const m = re.exec(l.text);
    if (!m || m[2].replace(/\D/g, '').length < 6) continue;
    const value = m[2].trim();
    const from = m.index + m[0].length - m[2].length;
    out.push({ value, raw: value, score: 0.4, citations: [{ page: l.page, bbox: spanBox(l, from, from + value.length), text: value }], how: 'account-sentence', order: l.index });
    if (out.length >= 2) break;
  }
  return out;
}
