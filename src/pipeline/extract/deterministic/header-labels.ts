/**
 * The headings an item's field is found under in a table: its labels, and what a column's heading says in a
 * word where a field's name takes several ("<days>" over the days charged, "Class" over an "nmfc_class",
 * "<quantity>" over the cubic metres of a water tier, "<date>" over the one date of a line).
 */
import { labelsFor, tokens, type Label } from './labels.js';
import type { FieldSpec } from './schema.js';
import { nameWords } from './schema.js';
import { IDENTIFIER_WORDS, NAME_WORDS, UNIT_NAMES, UNIT_SYMBOLS } from '../packs/registry.js';

/** A heading that is a unit's word ("<days>", "<hours>", "kg") names the count in that unit. */
const UNIT_HEADING = 0.85;
/** A heading that is the word for a quantity names a count in a unit where no field is the quantity. */
const QUANTITY_HEADING = 0.75;
/** A description's heading over a text of no concept where no field describes the item. */
const DESCRIPTION_HEADING = 0.62;
/** A heading that is one word of the name of a field of a known concept ("Base" for "hourly_base"). */
const OWN_WORD_HEADING = 0.65;
/** A heading that is one word of a field's name ("Class" for "nmfc_class"), or a date's bare word, as its whole text. */
const WORD_HEADING = 0.7;

/** The units a field's name or meaning names ("care_month" → month, "hours_paid" → hour). */
function unitsNamed(f: FieldSpec): string[] {
  const ws = nameWords(f.name).toLowerCase().split(' ');
  const out = new Set<string>(f.meaning.unit ? [f.meaning.unit] : []);
  for (const [unit, names] of Object.entries(UNIT_NAMES)) if (names.some((n) => ws.includes(n))) out.add(unit);
  return [...out];
}

/** The words of a unit in the document's languages and its printed signs. */
function unitWordsOf(f: FieldSpec, unit: string): string[] {
  const packs = f.locale?.languages ?? [];
  return [...packs.flatMap((l) => (l.duration_units as Record<string, string[] | undefined>)[unit] ?? []), ...(UNIT_SYMBOLS[unit] ?? [])];
}

let skipped: ReadonlySet<string> | null = null;

/** Words of a name that head no column on their own: words for an identifier, a name or a unit (their headings come from elsewhere). */
function noHeading(): ReadonlySet<string> {
  return (skipped ??= new Set([...IDENTIFIER_WORDS, ...NAME_WORDS, ...Object.values(UNIT_NAMES).flat()]));
}

/** The words of a field's name of three letters or more. */
function ownWords(c: FieldSpec): string[] {
  return nameWords(c.name).toLowerCase().split(' ').filter((w) => w.length >= 3);
}

/** Every field of an item with the headings it is found under. */
export function headingLabels(children: FieldSpec[]): Map<FieldSpec, Label[]> {
  const packs = children[0]?.locale?.languages ?? [];
  const hasQuantity = children.some((c) => c.meaning.concept === 'quantity');
  const dates = children.filter((c) => c.meaning.type === 'date');
  const undescribed = children.some((c) => c.meaning.concept === 'description') ? [] : children.filter((c) => !c.meaning.concept && c.type === 'string' && c.meaning.type === 'text');
  // a word several fields' names share says none of them ("seat" of seat_row and seat_number)
  const counts = new Map<string, number>();
  for (const c of children) for (const w of new Set(ownWords(c))) counts.set(w, (counts.get(w) ?? 0) + 1);
  const shared = new Set([...counts].filter(([, n]) => n > 1).map(([w]) => w));
  const out = new Map<FieldSpec, Label[]>();
  for (const c of children) {
    // (a heading is its field's words as they are: stems found in any order would take a row of the page above the table)
    const labels = labelsFor(c).filter((l) => !l.loose);
    const seen = new Set(labels.map((l) => l.words.join(' ')));
    const add = (text: string, weight: number, whole = false): void => {
      const words = tokens(text).map((t) => t.t);
      const key = words.join(' ');
      if (!words.length || seen.has(key)) return;
      seen.add(key);
      labels.push({ words, weight, ...(whole ? { whole } : {}) });
    };
    const units = unitsNamed(c);
    for (const u of units) for (const w of unitWordsOf(c, u)) add(w, UNIT_HEADING);
    if (c.meaning.type === 'quantity' && c.meaning.unit && !hasQuantity) for (const w of packs.flatMap((l) => l.labels.quantity ?? [])) add(w, QUANTITY_HEADING);
    if (dates.length === 1 && dates[0] === c) for (const w of packs.flatMap((l) => l.labels.document_date ?? [])) if (!w.includes(' ')) add(w, WORD_HEADING, true);
    // (a field of a known concept a little lower: its concept's headings come first)
    for (const w of ownWords(c)) if (!noHeading().has(w) && !shared.has(w)) add(w, c.meaning.concept ? OWN_WORD_HEADING : WORD_HEADING, true);
    // where no field describes the item, a text of no concept ("commodity": "What was shipped.") may stand under the description's
    // heading, barely: a heading naming it otherwise ("Class" for "nmfc_class") is taken first
    if (undescribed.includes(c)) for (const w of packs.flatMap((l) => l.labels.description ?? [])) add(w, DESCRIPTION_HEADING);
    out.set(c, labels);
  }
  return out;
}
