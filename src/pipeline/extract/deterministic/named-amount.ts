/**
 * An amount a sentence gives right after a word of the field's own name ("30 Tagessätzen zu je Fr. 110.00" for
 * "tagessatz_hoehe"): where no key prints it, the name's word in running text, a few short words, then the amount.
 */
import { ocrFactor, type Candidate } from './candidates.js';
import { plainWord } from './cognates.js';
import { namesWord } from './key-shapes.js';
import { tokens } from './labels.js';
import type { DocText } from './layout.js';
import { spanBox } from './layout.js';
import { nameWords, type FieldSpec } from './schema.js';
import { readValue } from './values.js';

/** What an amount after the field's own word in a sentence is trusted: less than a key of its own. */
const NAMED_IN_SENTENCE = 0.7;

/** An amount with its currency or cents after at most three short words ("zu je Fr. 110.00", "of € 45", "de R$ 1.265,00"). */
const AFTER_WORD = /^\p{L}*(?:\s+\p{L}{1,4}\.?){0,3}\s+((?:\p{Lu}{0,3}\p{Sc}|\p{Lu}{1,3}\.?)?\s?\d[\d.,' ]*\d(?:\s?(?:\p{Sc}|\p{Lu}{3}))?)/u;

/** The field's own name words that name a thing (six letters or more, no word of its concept's labels), without accents. */
function ownThings(f: FieldSpec): string[] {
  const general = new Set((f.hints.conceptLabels ?? []).flatMap((k) => tokens(k).map((t) => plainWord(t.t))));
  return nameWords(f.name).toLowerCase().split(/\s+/).map(plainWord).filter((w) => w.length >= 6 && !general.has(w));
}

/** Amounts following a word of the field's own name in running text. */
export function namedAmountCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const own = ownThings(f);
  if (!own.length) return [];
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    for (const t of tokens(l.text)) {
      const w = plainWord(t.t);
      if (!own.some((o) => namesWord(w, o))) continue;
      const m = AFTER_WORD.exec(l.text.slice(t.start));
      if (!m || !/\p{Sc}|\p{Lu}|\d[.,]\d{2}(?!\d)/u.test(m[1])) continue;
      const v = readValue(f, m[1]);
      if (!v || typeof v.value !== 'number') continue;
      const from = t.start + m[0].length - m[1].length + v.index;
      out.push({ value: v.value, raw: v.raw, score: NAMED_IN_SENTENCE * v.parseScore * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, from, from + v.raw.length), text: l.text.slice(from, from + v.raw.length) }], how: 'named-in-sentence', order: l.index });
    }
  }
  return out;
}
