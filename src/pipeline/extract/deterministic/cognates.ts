/**
 * Words of a field's name found in a label of another language that shares their stem ("credit limit"
 * in "<limit> <of> <credit>", each printed with its own ending and accents): names of no known concept
 * have no pack labels, and many document words of the Latin-script languages are cognates of English ones.
 */
import { plainMarker } from './vocab.js';

/** Lower-case letters without their accents. */
export function plainWord(w: string): string {
  return w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A letter a name spells out in two ("ä" as "ae"). */
const UMLAUT = /[äöüß]/i;

/** A word with German umlauts and ß spelled out, then plain ("Nächste" is "naechste", as a name written in ASCII spells it). */
export function spelledOut(w: string): string {
  return plainWord(w.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'));
}

/** Whether two plain words share a stem: five letters in common at the start, or the whole of a shorter one of four or five (a word of three is itself only). */
function sameStem(x: string, y: string): boolean {
  if (x === y) return true;
  if (x.length <= 3 || y.length <= 3) return false;
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  const shorter = Math.min(x.length, y.length);
  return p >= 5 || (p >= 4 && p === shorter && shorter <= 5);
}

/** Whether two words share a stem, accents and case aside. */
export function cognate(a: string, b: string): boolean {
  return sameStem(plainWord(a), plainWord(b));
}

/** Tokens of at most this many letters between a label's words (articles, prepositions) are passed over. */
const FILLER = 3;

/** The word of a loose label standing for any word for "number" of the document's languages ("<No.>", "<Nr>", "<N.º>"). */
export const NUMBER_SLOT = '#';

/** Whether a word closes with a word for "number" of three letters or more ("<Retributie><nummer>"). */
function compound(word: string | undefined, markers?: ReadonlySet<string>): boolean {
  const w = plainWord(word ?? '');
  return !!markers && [...markers].some((m) => m.length >= 3 && w.length > m.length && w.endsWith(m));
}

/**
 * Where every one of `words` (plain words, see `plainWord`) has a cognate among the next tokens from `from`
 * on, in any order, with short words between them passed over: the index of the last token used, or -1.
 * A NUMBER_SLOT word is any of `markers` (plain, see `plainMarker`), and may be the end of the token before it.
 */
export function cognatesAt(toks: { t: string }[], from: number, words: string[], markers?: ReadonlySet<string>): number {
  const left = new Set(words);
  let i = from;
  for (; i < toks.length && left.size; i++) {
    const t = plainWord(toks[i].t);
    // (a name spells umlauts out: "naechste" for "Nächste"; only a word holding one is spelled out, on every line)
    const spelled = UMLAUT.test(toks[i].t) ? spelledOut(toks[i].t) : t;
    const hit = [...left].find((w) => (w === NUMBER_SLOT ? !!markers?.has(plainMarker(t)) : sameStem(w, t) || (spelled !== t && sameStem(w, spelled))));
    if (hit) left.delete(hit);
    else if (left.size === 1 && left.has(NUMBER_SLOT) && compound(toks[i - 1]?.t, markers)) break;
    else if (t.length > FILLER || i === from) return -1;
  }
  // (the number's word may close a compound: "<Retributie><nummer>")
  if (left.size === 1 && left.has(NUMBER_SLOT) && compound(toks[i - 1]?.t, markers)) left.clear();
  return left.size ? -1 : i - 1;
}
