/** Generic document priors: the title row carries the document's number and date; date ranges hold a start and an end. */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { above, below, rightOf, sameRow, spanBox, type DocLine, type DocText } from './layout.js';
import { labelsFor, matchLabel, tokens, type LabelHit } from './labels.js';
import { findDates, yearlessStart } from './normalise.js';
import { nameWords, valueType, type FieldSpec } from './schema.js';
import { CONCEPTS } from '../packs/registry.js';
import { readValue } from './values.js';
import { isNumberMarker, numberMarkers, rangeJoin } from './vocab.js';
import { referenceWords } from './counterparts.js';


/** The row a line sits on, left to right, as one text with each part's offset. */
function rowText(dt: DocText, l: DocLine): { text: string; parts: { line: DocLine; at: number }[] } {
  const row = [l, ...sameRow(dt, l)].sort((a, b) => a.bbox.x0 - b.bbox.x0);
  let text = '';
  const parts: { line: DocLine; at: number }[] = [];
  for (const r of row) {
    if (text) text += ' ';
    parts.push({ line: r, at: text.length });
    text += r.text;
  }
  return { text, parts };
}

/** Whether a word is a document title or ends with one ("Baurechnung" ends with "rechnung"). */
function titleWord(f: FieldSpec, word: string): boolean {
  for (const lang of f.locale?.languages ?? []) {
    for (const t of lang.titles) {
      const tw = tokens(t).map((x) => x.t);
      if (tw.length === 1 && (word === tw[0] || (tw[0].length >= 6 && word.endsWith(tw[0])))) return true;
    }
  }
  return false;
}

function cite(parts: { line: DocLine; at: number }[], from: number, to: number, text: string) {
  const p = [...parts].reverse().find((x) => x.at <= from) ?? parts[0];
  const a = from - p.at;
  return { page: p.line.page, bbox: spanBox(p.line, a, Math.min(p.line.text.length, a + (to - from))), text };
}

/**
 * The title row of the first page ("Invoice No. 123 of 05.03.2020", "Rechnung Nr. 471102 vom …"):
 * the number after the title's number marker, and the date printed on that row.
 */
export function titleRowCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const first = dt.lines[0]?.page;
  const out: Candidate[] = [];
  const head = dt.lines.filter((l) => l.page === first).slice(0, 40);
  const seen = new Set<string>();
  for (const l of head) {
    const toks = tokens(l.text);
    // a title opens its row; a title word inside a sentence ("30 <days> <invoice date>, <that is> ...") names no row
    const at = toks.findIndex((t) => titleWord(f, t.t));
    if (at < 0 || (at > 1 && toks.length > 8)) continue;
    // (a title word after another word, well down the page, is a key's: "<Start of> <lease>  1 July 2025")
    if (at === 1 && l.index - head[0].index > 15 && l.text !== l.text.toUpperCase()) continue;
    const row = rowText(dt, l);
    // a title after a reference word names the document referred to ("<reference word> <title> no. …")
    if (seen.has(row.text) || referenceWords(f)?.test(row.text)) continue;
    seen.add(row.text);
    const isDate = f.kind === 'date';
    if (isDate) {
      const d = readValue(f, row.text);
      if (d) out.push({ value: d.value, raw: d.raw, score: 0.75 * ocrFactor(l.confidence), citations: [cite(row.parts, d.index, d.index + d.raw.length, d.raw)], how: 'title-row', order: l.index });
      continue;
    }
    const marker = numberMarkers(f.locale);
    marker.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = marker.exec(row.text))) {
      const after = row.text.slice(m.index + m[0].length);
      const v = readValue(f, after);
      if (!v || v.index > 2) continue;
      const from = m.index + m[0].length + v.index;
      out.push({ value: v.value, raw: v.raw, score: 0.8 * ocrFactor(l.confidence), citations: [cite(row.parts, from, from + v.raw.length, v.raw)], how: 'title-number', order: l.index });
      break;
    }
  }
  return out;
}

/** Whether a heading is a bare generic word of the field's type: a number marker for an identifier ("Numero", "No."), a one-word date label for a date ("Fecha", "Datum"). */
function bareHeading(f: FieldSpec, text: string): boolean {
  const words = tokens(text).map((x) => x.t);
  if (words.length !== 1) return false;
  if (f.kind === 'identifier') return isNumberMarker(words[0], f.locale);
  return (f.locale?.languages ?? []).some((lang) => (lang.labels.document_date ?? []).some((d) => tokens(d).length === 1 && tokens(d)[0].t === words[0]));
}

/**
 * A title alone on its row, naming the kind of document the field belongs to ("FATTURA" for an
 * invoice number, "PEDIDO DE COMPRA" for an order date), with a row of headings just under it: the
 * value under a bare number or date heading of that row is the document's own ("Numero" / "112/2024").
 */
export function titleHeadingCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  // the titles of the document kinds the field belongs to: a title one of whose words its concept's labels hold
  const own = new Set(f.hints.conceptLabels.flatMap((k) => tokens(k).map((x) => x.t)));
  const kinds = (f.locale?.languages ?? []).flatMap((lang) => lang.titles.map((t) => tokens(t).map((x) => x.t))).filter((t) => t.some((w) => w.length >= 4 && own.has(w)));
  if (!kinds.length) return [];
  const names = (toks: string[]) => kinds.some((t) => (t.length === 1 ? toks.some((w) => w === t[0] || (t[0].length >= 6 && w.endsWith(t[0]))) : toks.some((_, i) => t.every((w, j) => toks[i + j] === w))));
  const first = dt.lines[0]?.page;
  const out: Candidate[] = [];
  for (const l of dt.lines.filter((x) => x.page === first).slice(0, 40)) {
    const toks = tokens(l.text).map((x) => x.t);
    if (!toks.length || toks.length > 4 || !names(toks)) continue;
    // a title heading a column of key-value lines ("<INVOICE>" over "N° :  F-2024-0318"): the bare marker's value is the document's own
    if (sameRow(dt, l).length) {
      out.push(...keyUnderTitle(dt, f, l));
      continue;
    }
    for (const h of dt.lines.slice(l.index + 1, l.index + 4)) {
      if (h.page !== l.page || !bareHeading(f, h.text) || !sameRow(dt, h).length) continue;
      const under = below(dt, h, h.bbox);
      const v = under && readValue(f, under.text);
      if (!under || !v || v.index > 2) continue;
      out.push({ value: v.value, raw: v.raw, score: 0.7 * ocrFactor(under.confidence), citations: [{ page: under.page, bbox: spanBox(under, v.index, v.index + v.raw.length), text: v.raw }], how: 'title-heading', order: under.index });
    }
  }
  return out;
}

/** The value beside a bare number or date key among the lines just under a title, in its column. */
function keyUnderTitle(dt: DocText, f: FieldSpec, title: DocLine): Candidate[] {
  for (const h of dt.lines.slice(title.index + 1, title.index + 6)) {
    if (h.page !== title.page || h.bbox.x0 > title.bbox.x1 || h.bbox.x1 < title.bbox.x0) continue;
    // "N° 2024-0519": the marker and its value on one line
    const inline = f.kind === 'identifier' ? /^\s*(\S+?)[\s:：]+(?=\S)/u.exec(h.text) : null;
    if (inline && isNumberMarker(inline[1], f.locale)) {
      const v = readValue(f, h.text.slice(inline[0].length));
      if (v && v.index === 0) {
        const from = inline[0].length;
        return [{ value: v.value, raw: v.raw, score: 0.65 * ocrFactor(h.confidence), citations: [{ page: h.page, bbox: spanBox(h, from, from + v.raw.length), text: v.raw }], how: 'title-key', order: h.index }];
      }
    }
    if (!bareHeading(f, h.text.replace(/[:：]\s*$/, ''))) continue;
    const value = rightOf(dt, h, h.bbox)[0];
    const v = value && readValue(f, value.text);
    if (!value || !v || v.index > 2) continue;
    return [{ value: v.value, raw: v.raw, score: 0.65 * ocrFactor(value.confidence), citations: [{ page: value.page, bbox: spanBox(value, v.index, v.index + v.raw.length), text: v.raw }], how: 'title-key', order: value.index }];
  }
  return [];
}

/**
 * The year a document is about, printed only in its heading ("JAAROPGAAF 2023", "Annual Statement
 * 2024"): a short line near the top of the first page, in capitals or holding a document title,
 * whose only figure is a year.
 */
export function headingYearCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const first = dt.lines[0]?.page;
  for (const l of dt.lines.filter((x) => x.page === first).slice(0, 12)) {
    const text = l.text.trim();
    const m = /(?<!\d)(19\d{2}|20\d{2})(?!\d)/.exec(text);
    if (!m || /\d/.test(text.slice(0, m.index) + text.slice(m.index + 4)) || sameRow(dt, l).length) continue;
    const words = tokens(text.replace(m[1], ' '));
    const letters = text.replace(/[^\p{L}]/gu, '');
    const heading = letters.length >= 4 && (letters === letters.toUpperCase() || words.some((w) => titleWord(f, w.t)));
    if (!heading || words.length === 0 || words.length > 5) continue;
    const v = readValue(f, m[1]);
    if (!v) continue;
    return [{ value: v.value, raw: m[1], score: 0.5 * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + 4), text: m[1] }], how: 'heading-year', order: l.index }];
  }
  return [];
}

/** "03/27/20 - 03/31/20", "from 1 May to 3 June 2020": a start and an end date after the field's labels or its own name words. */
export function rangeCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const c = f.meaning.concept;
  if (c !== 'start_date' && c !== 'end_date') return [];
  // a range after the field's own labels, or after a period's ("Period", "Zeitraum", "Dates")
  const labels = [...labelsFor(f), ...(f.locale?.languages ?? []).flatMap((lang) => (lang.labels.period ?? []).map((p) => ({ words: tokens(p).map((x) => x.t), weight: 0.75 })))];
  // "Order Flight 03/27/20 - 03/31/20" for flight_start_date: a label holding the field's own qualifying name word is the field's
  const own = ownDateWords(f);
  const label = (text: string): LabelHit | null => {
    const hit = matchLabel(text, labels);
    const mine = own.length && tokens(text).some((t) => own.includes(t.t)) ? 0.9 : 0;
    return mine > (hit?.score ?? 0) ? { start: 0, end: text.length, score: mine } : hit;
  };
  const out: Candidate[] = [];
  for (const r of dateRanges(dt, f)) {
    // the label stands before the range on its row, on the line just above it or over it in its column
    // (a heading in a row of many headings is a table's column: the ranges under it are its items' periods)
    const column = above(dt, r.line);
    const heads = [dt.lines[r.line.index - 1], column && sameRow(dt, column).length < 4 ? column : undefined].filter((x): x is DocLine => !!x && x.page === r.line.page && !findDates(x.text).length);
    const hit = label(r.row.text.slice(0, r.a.index)) ?? heads.map((x) => label(x.text)).reduce<LabelHit | null>((a, b) => (b && (!a || b.score > a.score) ? b : a), null);
    const pick = c === 'start_date' ? r.a : r.b;
    // (a start that left its year to the end is read with the end's)
    const v = readValue(f, pick.raw) ?? (f.meaning.type === 'date' && valueType(f) === 'string' ? { value: pick.value.iso } : null);
    if (!v) continue;
    const s = (hit ? 0.55 + 0.4 * hit.score : 0.35) * ocrFactor(r.line.confidence);
    out.push({ value: v.value, raw: pick.raw, score: s, citations: [cite(r.row.parts, pick.index, pick.index + pick.raw.length, pick.raw)], how: 'date-range', order: r.line.index });
  }
  return out;
}

/**
 * Words of a start or end field's name that qualify its dates ("flight" in flight_start_date, "contract" in contract_end):
 * the words its concept's own field words do not keep repeating ("start", "end", "date").
 */
function ownDateWords(f: FieldSpec): string[] {
  const spec = f.meaning.concept ? CONCEPTS.get(f.meaning.concept) : undefined;
  const uses = new Map<string, number>();
  for (const p of spec?.field_words ?? []) for (const w of new Set(p.split(/\s+/))) uses.set(w, (uses.get(w) ?? 0) + 1);
  return nameWords(f.name).toLowerCase().split(/\s+/).filter((w) => w.length >= 3 && !/\d/.test(w) && (uses.get(w) ?? 0) < 2);
}

interface DateRange {
  line: DocLine;
  row: ReturnType<typeof rowText>;
  a: ReturnType<typeof findDates>[number];
  b: ReturnType<typeof findDates>[number];
}

const rangeCache = new WeakMap<DocText, Map<string, DateRange[]>>();

/**
 * Every date range of the document, as each line's row reads it (found once for all the start and end
 * fields of a document; a row's dates are read once however many of its lines see it).
 */
function dateRanges(dt: DocText, f: FieldSpec): DateRange[] {
  let byOrder = rangeCache.get(dt);
  if (!byOrder) rangeCache.set(dt, (byOrder = new Map()));
  const key = f.hints.dateOrder ?? 'dmy';
  const hit = byOrder.get(key);
  if (hit) return hit;
  const out: DateRange[] = [];
  const pairs = new Map<string, [ReturnType<typeof findDates>[number], ReturnType<typeof findDates>[number]][]>();
  for (const l of dt.lines) {
    const row = rowText(dt, l);
    let found = pairs.get(row.text);
    if (!found) {
      found = [];
      const dates = findDates(row.text, f.hints.dateOrder, f.locale?.months);
      for (let i = 0; i + 1 < dates.length; i++) {
        if (rangeJoin(f.locale).test(row.text.slice(dates[i].index + dates[i].raw.length, dates[i + 1].index))) found.push([dates[i], dates[i + 1]]);
      }
      // a range whose first date leaves its year to the second ("1 <of> <May> <to> 30 <of> <June> <of> 2024")
      for (const b of dates) {
        const a = found.some(([, end]) => end === b) ? null : yearlessStart(row.text, b, rangeJoin(f.locale), f.locale?.months);
        if (a && !dates.some((x) => x.index < b.index && x.index >= a.index)) found.push([a, b]);
      }
      pairs.set(row.text, found);
    }
    for (const [a, b] of found) out.push({ line: l, row, a, b });
  }
  byOrder.set(key, out);
  return out;
}
