/**
 * A yes/no field named by one word of the document ("maengelfrei", "conforme"): that word printed as a value
 * ("Ergebnis  mängelfrei") says yes; printed after a word that denies it ("L'installation N'EST PAS CONFORME")
 * it says no. Weak evidence: a label with a ticked box or a yes/no word outranks it.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { plainWord, spelledOut } from './cognates.js';
import type { DocText } from './layout.js';
import { sameRow, spanBox } from './layout.js';
import { tokens } from './labels.js';
import { nameWords, type FieldSpec } from './schema.js';
import { negationWords } from './vocab.js';

/** How many words before the field's word a denying word is read as denying it. */
const DENIAL_REACH = 3;

/** The field's own word: its name's one word of five letters or more (short words such as "is" aside). */
function ownWord(f: FieldSpec): string | undefined {
  const ws = nameWords(f.name).toLowerCase().split(/\s+/).filter((w) => w.length >= 4);
  return ws.length === 1 && ws[0].length >= 5 ? ws[0] : undefined;
}

/** Whether a printed word is the field's word, accents, spelled-out umlauts and a plural or feminine ending aside. */
function isOwnWord(printed: string, own: string): boolean {
  const forms = [plainWord(printed), spelledOut(printed)];
  const mine = [plainWord(own), spelledOut(own)];
  return forms.some((p) => mine.some((m) => p === m || p === `${m}s` || p === `${m}e` || p === `${m}es` || m === `${p}e`));
}

/** Yes or no from the lines printing the field's own word as a value. */
export function ownWordBooleanCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const own = ownWord(f);
  if (!own) return [];
  const deny = negationWords(dt.locale);
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    const toks = tokens(l.text);
    const at = toks.findIndex((t) => isOwnWord(t.t, own));
    if (at < 0) continue;
    const t = toks[at];
    // the word as a key ("Conforme : oui", "Transbordement  interdit") is read by the labels
    // (a cell opening its row with a cell after it is a key: "Ergebnis  mängelfrei" holds the word as a value)
    const row = sameRow(dt, l);
    if (/^\s*[:：]/.test(l.text.slice(t.end)) || (row.some((o) => o.bbox.x0 >= l.bbox.x1) && !row.some((o) => o.bbox.x1 <= l.bbox.x0))) continue;
    // denied by a word before it, or after it ("Une apostille n'a pas été demandée.", "Passeport ... : non délivré")
    const colon = l.text.indexOf(':', t.end);
    const afterFrom = colon >= 0 ? toks.findIndex((x) => x.start > colon) : at + 1;
    const near = [...toks.slice(Math.max(0, at - DENIAL_REACH), at), ...(afterFrom >= 0 ? toks.slice(afterFrom, afterFrom + DENIAL_REACH) : [])];
    const value = !deny?.test(near.map((x) => x.t).join(' '));
    const alone = toks.length <= 2;
    out.push({ value, raw: l.text.slice(t.start, t.end), score: (alone ? 0.5 : 0.4) * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, t.start, t.end), text: l.text.slice(t.start, t.end) }], how: 'own-word', order: l.index });
  }
  return out;
}
