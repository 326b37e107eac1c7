/**
 * Sections of a document, found from numbering ("1. Definitions", "2.1 Term", "ARTICLE II",
 * "IV. Payment") and layout (short upper-case lines, lines clearly taller than body text).
 */
import type { RecognisedDocument } from './types.js';

/** One section: where it starts, how deep it sits, which pages it spans and how it begins. */
export interface DocumentSection {
  /** the heading line as written (a run-in heading without the sentence after it) */
  heading: string;
  /** the heading's number as written ("1", "2.1", "II"), null for an unnumbered heading */
  number: string | null;
  /** the heading without its number or keyword ("Definitions") */
  title: string;
  /** 1 for a top-level section, 2 for a subsection, … */
  level: number;
  page_start: number;
  page_end: number;
  /** the first words of the section's body */
  excerpt: string;
  /** index of the heading line among the document's non-empty lines (reading order) */
  line_start: number;
  /** index of the section's last line (inclusive) */
  line_end: number;
}

interface FlatLine {
  page: number;
  text: string;
  height: number;
}

/** Words that introduce a numbered part of a text, in the languages the packs cover; the rank is its depth. */
const KEYWORDS: Record<string, number> = {
  part: 1, chapter: 1, article: 1, schedule: 1, annex: 1, appendix: 1, exhibit: 1,
  section: 2, clause: 2,
  teil: 1, kapitel: 1, artikel: 1, anlage: 1, anhang: 1, abschnitt: 2, ziffer: 2, paragraph: 2,
  chapitre: 1, annexe: 1, titre: 1, partie: 1,
  'artículo': 1, 'capítulo': 1, anexo: 1, 'sección': 2, 'cláusula': 2,
  articolo: 1, capitolo: 1, allegato: 1, sezione: 2, clausola: 2,
  artigo: 1, 'secção': 2, 'seção': 2,
  hoofdstuk: 1, bijlage: 1, afdeling: 2,
  'artykuł': 1, 'rozdział': 1, 'załącznik': 1, 'część': 1, paragraf: 2,
  bahagian: 1, perkara: 1, lampiran: 1, fasal: 2, seksyen: 2,
};

const ROMAN = '[IVXLC]{1,7}';
const KEYWORD_HEADING = new RegExp(`^(\\p{L}+\\.?\\s+|§\\s*)(\\d{1,3}(?:\\.\\d{1,3})*|${ROMAN}|[A-Z])\\b\\s*[.:)\\-–—]?\\s*(.*)$`, 'u');
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,3})\.?\)?\s+(\p{Lu}.*)$/u;
const ROMAN_HEADING = new RegExp(`^(${ROMAN})[.)]\\s+(\\p{Lu}.*)$`, 'u');
const MAX_HEADING_CHARS = 100;
const MAX_TITLE_WORDS = 10;
const EXCERPT_CHARS = 160;

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

function flatten(doc: RecognisedDocument): FlatLine[] {
  const out: FlatLine[] = [];
  for (const p of doc.pages) {
    for (const l of p.lines) {
      const t = l.text.replace(/\s+/g, ' ').trim();
      if (t) out.push({ page: p.number, text: t, height: l.bbox.y1 - l.bbox.y0 });
    }
  }
  return out;
}

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** A title that reads as a heading: short, starts upper-case, no sentence after it. */
function titleLike(t: string): boolean {
  const s = t.replace(/[.:]$/, '').trim();
  if (!s || wordCount(s) > MAX_TITLE_WORDS || /[,;]$/.test(t)) return false;
  if (!/^\p{Lu}/u.test(s) && !/^\p{Lu}/u.test(s.replace(/^[“"'(]/, ''))) return false;
  // a sentence ends with a full stop after several words; a heading rarely does
  return !(t.endsWith('.') && wordCount(s) > 6);
}

/** A run-in heading at the start of a paragraph: "Confidentiality. The Recipient shall…" gives "Confidentiality". */
function runIn(rest: string): { title: string; body: string } | null {
  const m = /^([^.:]{2,60})[.:]\s+(\S.*)$/u.exec(rest);
  if (!m || wordCount(m[1]) > 6 || !/^\p{Lu}/u.test(m[1])) return null;
  // every word of a run-in title starts upper-case, or it has at most three words
  const words = m[1].split(/\s+/);
  const capital = words.filter((w) => /^\p{Lu}/u.test(w) || w.length <= 3).length === words.length;
  return capital || words.length <= 3 ? { title: m[1].trim(), body: m[2] } : null;
}

interface Found {
  number: string | null;
  title: string;
  rank: number;
  /** the heading part of the line (the whole line unless run-in) */
  heading: string;
  /** text after a run-in heading on the same line */
  body: string;
  kind: 'keyword' | 'numbered' | 'roman' | 'layout';
}

function readHeading(text: string, medianHeight: number, height: number): Found | null {
  if (text.length > 400) return null;
  const k = KEYWORD_HEADING.exec(text);
  if (k) {
    const word = k[1].replace(/[.\s]+$/u, '').toLowerCase();
    const rank = word === '§' ? 2 : Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : undefined;
    // "A" as a number only after a keyword written in capitals ("ANNEX A", "Exhibit B")
    if (rank !== undefined && (!/^[A-Z]$/.test(k[2]) || /^\p{Lu}/u.test(k[1]))) {
      const rest = k[3].trim();
      if (!rest || titleLike(rest)) return { number: k[2], title: rest.replace(/[.:]$/, ''), rank, heading: text, body: '', kind: 'keyword' };
      const r = runIn(rest);
      if (r) return { number: k[2], title: r.title, rank, heading: `${text.slice(0, text.length - rest.length)}${r.title}`.trim(), body: r.body, kind: 'keyword' };
      if (text.length <= MAX_HEADING_CHARS && /^\p{Lu}+\.?$/u.test(k[1].trim())) return { number: k[2], title: rest, rank, heading: text, body: '', kind: 'keyword' };
    }
  }
  const n = NUMBERED_HEADING.exec(text) ?? ROMAN_HEADING.exec(text);
  if (n) {
    const roman = !/^\d/.test(n[1]);
    const depth = roman ? 1 : n[1].split('.').filter(Boolean).length;
    const rest = n[2].trim();
    // a bare number of a year or an amount is no heading number
    if (!roman && Number(n[1].split('.')[0]) === 0) return null;
    if (text.length <= MAX_HEADING_CHARS && titleLike(rest)) return { number: n[1], title: rest.replace(/[.:]$/, ''), rank: depth, heading: text, body: '', kind: roman ? 'roman' : 'numbered' };
    const r = runIn(rest);
    if (r) return { number: n[1], title: r.title, rank: depth, heading: `${n[1]}${text.slice(n[1].length, text.length - rest.length)}${r.title}`.trim(), body: r.body, kind: roman ? 'roman' : 'numbered' };
    return null;
  }
  if (text.length > 80 || /[.,;:]$/.test(text) || wordCount(text) > 8) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const tall = medianHeight > 0 && height >= medianHeight * 1.35 && /^\p{Lu}/u.test(text) && letters.length >= 3;
  if (upper || tall) return { number: null, title: text, rank: 1, heading: text, body: '', kind: 'layout' };
  return null;
}

/** Lines repeated on several pages (running headers and footers) are never section headings. */
function repeated(lines: FlatLine[]): Set<string> {
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines) {
    const key = l.text.replace(/\d+/g, '#').toLowerCase();
    const s = pagesOf.get(key) ?? new Set<number>();
    s.add(l.page);
    pagesOf.set(key, s);
  }
  return new Set([...pagesOf].filter(([, s]) => s.size >= 3).map(([k]) => k));
}

/** The sections of a document in reading order, with levels, page ranges and excerpts. */
export function detectSections(doc: RecognisedDocument): DocumentSection[] {
  const lines = flatten(doc);
  if (!lines.length) return [];
  const med = median(lines.map((l) => l.height).filter((h) => h > 0));
  const skip = repeated(lines);
  const found: (Found & { index: number })[] = [];
  lines.forEach((l, index) => {
    if (skip.has(l.text.replace(/\d+/g, '#').toLowerCase())) return;
    const f = readHeading(l.text, med, l.height);
    if (f) found.push({ ...f, index });
  });
  // when numbering is present, upper-case lines between numbered headings are emphasis, not structure
  const numbered = found.filter((f) => f.kind !== 'layout').length;
  let kept = numbered >= 2 ? found.filter((f) => f.kind !== 'layout' || f.index < found.find((x) => x.kind !== 'layout')!.index) : found;
  // keyword headings ("ARTICLE II") above numbered ones ("2.1 Term") push those one level down
  const hasKeywordTop = kept.some((f) => f.kind === 'keyword' && f.rank === 1);
  const minRank = Math.min(...kept.map((f) => f.rank));
  kept = kept.map((f) => {
    let level = f.rank - (minRank - 1);
    if (hasKeywordTop && (f.kind === 'numbered' || f.kind === 'roman')) level = f.rank + 1;
    return { ...f, rank: Math.max(1, level) };
  });
  const out: DocumentSection[] = [];
  kept.forEach((f, i) => {
    let end = lines.length - 1;
    for (let j = i + 1; j < kept.length; j++) {
      if (kept[j].rank <= f.rank) {
        end = kept[j].index - 1;
        break;
      }
    }
    const body = [f.body, ...lines.slice(f.index + 1, Math.min(end + 1, f.index + 12)).map((l) => l.text)].filter(Boolean).join(' ');
    out.push({
      heading: f.heading.slice(0, MAX_HEADING_CHARS * 2),
      number: f.number,
      title: (f.title || f.heading).slice(0, MAX_HEADING_CHARS),
      level: f.rank,
      page_start: lines[f.index].page,
      page_end: lines[Math.max(f.index, end)].page,
      excerpt: body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…` : body,
      line_start: f.index,
      line_end: Math.max(f.index, end),
    });
  });
  return out;
}

const STOP = new Set(['the', 'and', 'of', 'for', 'in', 'on', 'to', 'a', 'an', 'section', 'clause', 'article', 'der', 'die', 'das', 'und', 'le', 'la', 'les', 'de', 'des', 'du', 'et', 'el', 'los', 'las', 'y', 'il', 'e', 'di', 'o', 'do', 'da', 'het', 'en', 'van']);

function contentWords(s: string): string[] {
  return s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

/**
 * The section a field's name, title or description points at ("the governing law section"):
 * the section whose title words all appear in that text (a one-word title only when the text
 * speaks of a section, clause, article…), the most specific first; null when none.
 */
export function sectionPointedTo(sections: DocumentSection[], fieldText: string): DocumentSection | null {
  const have = new Set(contentWords(fieldText));
  const saysSection = fieldText.toLowerCase().split(/[^\p{L}]+/u).some((w) => Object.hasOwn(KEYWORDS, w) || w === 'heading' || w === 'paragraph');
  let best: { s: DocumentSection; n: number } | null = null;
  for (const s of sections) {
    const ws = [...new Set(contentWords(s.title))];
    if (!ws.length || ws.length > 6) continue;
    if (!ws.every((w) => have.has(w))) continue;
    // a one-word title ("Notices") counts only when the text speaks of a section, and is a long, specific word ("Term" names too much)
    if (ws.length === 1 && (ws[0].length < 5 || !saysSection)) continue;
    if (!best || ws.length > best.n) best = { s, n: ws.length };
  }
  return best?.s ?? null;
}
