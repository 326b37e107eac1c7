import { lineWords, type BBox, type RecognisedDocument, type Word } from '../../types.js';
import type { Citation } from '../types.js';
import { asDate, asNumber, datesIn, normText, numbersIn, sameNumber } from './normalise.js';

/** Where a proposed value was found, how, and the confidence that follows from it. */
export interface Grounding {
  citation: Citation;
  how: 'text' | 'number' | 'date' | 'label';
  confidence: number;
}

interface IndexedWord {
  word: Word;
  start: number;
  end: number;
  line: number;
}

interface PageIndex {
  page: number;
  stream: string;
  words: IndexedWord[];
  /** the words of each line, in order */
  lines: IndexedWord[][];
}

const MAX_VALUE_CHARS = 2000;

function union(words: Word[]): BBox {
  return {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  };
}

function cite(page: number, words: IndexedWord[], how: Grounding['how'], base: number): Grounding {
  const ws = words.map((w) => w.word);
  const ocr = ws.reduce((a, w) => a + w.confidence, 0) / ws.length;
  return {
    citation: { page, bbox: union(ws), text: ws.map((w) => w.text).join(' ') },
    how,
    confidence: Math.round(base * Math.max(0, Math.min(1, ocr)) * 1000) / 1000,
  };
}

/** Indexes a document's words once so that many values can be grounded against it. */
export function indexDocument(doc: RecognisedDocument): PageIndex[] {
  return doc.pages.map((p) => {
    const words: IndexedWord[] = [];
    const lines: IndexedWord[][] = [];
    let stream = '';
    p.lines.forEach((line, li) => {
      const inLine: IndexedWord[] = [];
      const own = lineWords(line);
      const source = own.length > 0 ? own : [{ text: line.text, bbox: line.bbox, confidence: line.confidence }];
      for (const w of source) {
        const t = normText(w.text);
        if (!t) continue;
        if (stream) stream += ' ';
        const iw = { word: w, start: stream.length, end: stream.length + t.length, line: li };
        stream += t;
        words.push(iw);
        inLine.push(iw);
      }
      lines.push(inLine);
    });
    return { page: p.number, stream, words, lines };
  });
}

function findText(index: PageIndex[], needle: string): { page: number; words: IndexedWord[] } | null {
  for (const p of index) {
    let from = 0;
    for (;;) {
      const i = p.stream.indexOf(needle, from);
      if (i < 0) break;
      const end = i + needle.length;
      if ((i === 0 || p.stream[i - 1] === ' ') && (end === p.stream.length || p.stream[end] === ' ')) {
        return { page: p.page, words: p.words.filter((w) => w.start < end && w.end > i) };
      }
      from = i + 1;
    }
  }
  return null;
}

/**
 * The first line (reading order) whose text satisfies the test, narrowed to the smallest run of
 * at most maxWords consecutive words that still does (the whole line when none does).
 */
function findInLines(index: PageIndex[], test: (text: string) => boolean, maxWords: number): { page: number; words: IndexedWord[] } | null {
  const textOf = (ws: IndexedWord[]) => ws.map((w) => w.word.text).join(' ');
  for (const p of index) {
    for (const line of p.lines) {
      if (line.length === 0 || !test(textOf(line))) continue;
      for (let size = 1; size <= Math.min(maxWords, line.length); size++) {
        for (let i = 0; i + size <= line.length; i++) {
          const run = line.slice(i, i + size);
          if (test(textOf(run))) return { page: p.page, words: run };
        }
      }
      return { page: p.page, words: line };
    }
  }
  return null;
}

/**
 * Finds a proposed value in the document: its text (case and punctuation ignored), the same
 * number in another writing, the same date in another writing, or for a boolean a line naming
 * the field. Returns null when the value cannot be traced to the document.
 */
export function groundValue(index: PageIndex[], value: unknown, labels: string[] = []): Grounding | null {
  if (typeof value === 'string') {
    if (value.length > MAX_VALUE_CHARS) return null;
    const t = normText(value);
    if (t) {
      const hit = findText(index, t);
      if (hit) return cite(hit.page, hit.words, 'text', 0.9);
    }
    const d = asDate(value);
    if (d) {
      const hit = findInLines(index, (s) => datesIn(s).includes(d), 6);
      if (hit) return cite(hit.page, hit.words, 'date', 0.85);
    }
  }
  if (typeof value === 'number' || typeof value === 'string') {
    const n = asNumber(value);
    if (n !== null) {
      const hit = findInLines(index, (s) => numbersIn(s).some((m) => sameNumber(m, n)), 3);
      if (hit) return cite(hit.page, hit.words, 'number', 0.85);
    }
  }
  if (typeof value === 'boolean') {
    for (const l of labels.map(normText).filter(Boolean)) {
      const hit = findText(index, l);
      if (hit) return cite(hit.page, hit.words, 'label', 0.5);
    }
  }
  return null;
}
