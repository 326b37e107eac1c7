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

/** A colon after the field's words opening a line's first words makes them a key. */
const KEY_WORDS = 2;

/**
 * The field's own words: its name's one word of five letters or more, or its two or three words of four letters or more
 * ("margin_scheme"), printed together in the document (short words such as "is" aside).
 */
function ownWords(f: FieldSpec): string[] | undefined {
  const all = nameWords(f.name).toLowerCase().split(/\s+/);
  const ws = all.filter((w) => w.length >= 4);
  if (ws.length === 1 && ws[0].length >= 5) return ws;
  return ws.length === all.length && ws.length >= 2 && ws.length <= 3 ? ws : undefined;
}

/** Whether a printed word is the field's word, accents, spelled-out umlauts and a plural or feminine ending aside. */
function isOwnWord(printed: string, own: string): boolean {
  const forms = [plainWord(printed), spelledOut(printed)];
  const mine = [plainWord(own), spelledOut(own)];
  return forms.some((p) => mine.some((m) => p === m || p === `${m}s` || p === `${m}e` || p === `${m}es` || m === `${p}e`));
}

/** Yes or no from the lines printing the field's own word as a value. */
export function ownWordBooleanCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const own = ownWords(f);
  if (!own) return [];
  const deny = negationWords(dt.locale);
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    const toks = tokens(l.text);
    const at = toks.findIndex((_, i) => own.every((w, k) => !!toks[i + k] && isOwnWord(toks[i + k].t, w)));
    if (at < 0) continue;
    const t = { start: toks[at].start, end: toks[at + own.length - 1].end };
    // the words as a key ("Conforme : oui", "Transbordement  interdit") are read by the labels
    // (a cell opening its row with a cell after it is a key: "Ergebnis  mängelfrei" holds the word as a value)
    // (a colon after them in a sentence ends its clause: "All lots are sold under the margin scheme: no VAT ...")
    const row = sameRow(dt, l);
    const colon = /^\s*[:：]/.test(l.text.slice(t.end));
    if ((colon && at <= KEY_WORDS) || (row.some((o) => o.bbox.x0 >= l.bbox.x1) && !row.some((o) => o.bbox.x1 <= l.bbox.x0))) continue;
    // denied by a word before them, or after them ("Une apostille n'a pas été demandée.", "Passeport ... : non délivré"); after
    // a colon only by a short answer, not by a clause of its own ("<scheme>: no VAT is charged on the hammer")
    const colonAt = l.text.indexOf(':', t.end);
    const afterFrom = colonAt >= 0 ? toks.findIndex((x) => x.start > colonAt) : at + own.length;
    const after = afterFrom >= 0 && (colonAt < 0 || toks.length - afterFrom <= DENIAL_REACH) ? toks.slice(afterFrom, afterFrom + DENIAL_REACH) : [];
    const near = [...toks.slice(Math.max(0, at - DENIAL_REACH), at), ...after];
    const value = !deny?.test(near.map((x) => x.t).join(' '));
    const alone = toks.length <= own.length + 1;
    const raw = l.text.slice(t.start, t.end);
    out.push({ value, raw, score: (alone ? 0.5 : 0.4) * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, t.start, t.end), text: raw }], how: 'own-word', order: l.index });
  }
  return out;
}
