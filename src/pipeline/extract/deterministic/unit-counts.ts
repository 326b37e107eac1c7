/**
 * Counts in a unit the field names ("days_to_pay", "notice_months", "free_km", "floor_area_sqm"): a figure is
 * theirs only when the unit's word or sign follows it ("14 <days>", "1.200 km"); a label of the field on the
 * same line (or the name's other words) makes it the field's rather than another count's.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { cognate } from './cognates.js';
import { namesWord } from './key-shapes.js';
import { labelsFor, matchLabel, tokens } from './labels.js';
import type { DocText } from './layout.js';
import { spanBox } from './layout.js';
import { toNumber } from './normalise.js';
import { nameWords, valueType, type FieldSpec } from './schema.js';
import { unitCount, unitWords } from './vocab.js';
import { UNIT_NAMES } from '../packs/registry.js';

/** Every "<figure> <unit>" of the document, scored by the field's labels on its line. */
export function unitCountCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const unit = f.meaning.unit;
  if (!unit) return [];
  const re = unitCount(unit, dt.locale);
  const labels = labelsFor(f);
  const own = ownWords(f);
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    for (const m of l.text.matchAll(re)) {
      const n = toNumber(m[1] ?? m[2], f.locale?.decimal);
      if (!n || (valueType(f) === 'integer' && !Number.isInteger(n.n))) continue;
      const before = l.text.slice(0, m.index);
      const hit = matchLabel(before, labels);
      const named = own.length > 0 ? namedNear(dt, l.index, m.index ?? 0, own) : 0;
      const score = (hit ? 0.45 + 0.45 * hit.score : named === 1 ? 0.6 : 0.35 + 0.2 * named) * ocrFactor(l.confidence);
      const at = m.index ?? 0;
      out.push({ value: n.n, raw: m[0], score, citations: [{ page: l.page, bbox: spanBox(l, at, at + m[0].length), text: m[0] }], how: 'unit-count', order: l.index });
    }
  }
  return out;
}

/**
 * The share of the field's name's words that stand on the count's line, or on the next where the line's sentence
 * runs on ("innert 10 Tagen ... / ... Einsprache erhoben werden"): 1 where every word stands there (a word of six
 * letters or more may open a compound of the name's: "Einsprache" of "einsprachefrist"); otherwise the share found
 * in another form of the word ("inspected at intervals not exceeding 7 days" for inspection_interval_days).
 */
function namedNear(dt: DocText, at: number, index: number, own: string[]): number {
  const line = dt.lines[at];
  const next = dt.lines[at + 1];
  const text = next && next.page === line.page && !/[.!?:;]\s*$/.test(line.text) ? `${line.text} ${next.text}` : line.text;
  // the count's own sentence ("... 14 days of the scaffold being struck. Hire beyond ..." holds no word of another sentence)
  const from = Math.max(...['. ', '! ', '? ', '; '].map((p) => text.lastIndexOf(p, index)));
  const ends = ['. ', '! ', '? ', '; '].map((p) => text.indexOf(p, index)).filter((i) => i >= 0);
  const toks = tokens(text.slice(from < 0 ? 0 : from, ends.length ? Math.min(...ends) : text.length)).map((t) => t.t.toLowerCase());
  if (own.every((w) => toks.some((t) => namesWord(t, w)))) return 1;
  return own.filter((w) => toks.some((t) => cognate(t, w))).length / own.length / 2;
}

/**
 * Whether a candidate's figure is followed by the field's unit where it was read, or its label names the unit
 * ("<Gross weight> kg  1.845,00"); a label that is the unit alone ("12 <km>") is no label of this count.
 */
export function withUnit(dt: DocText, f: FieldSpec, c: Candidate): boolean {
  if (!f.meaning.unit || c.how === 'unit-count') return true;
  const unit = unitWords(f.meaning.unit, dt.locale);
  if (c.label && unit?.test(c.label.trim()) && c.label.trim().replace(unit, '').trim() === '') return false;
  if (c.labelLine !== undefined && c.labelLine !== c.order && unit?.test(dt.lines[c.labelLine]?.text ?? '')) return true;
  const line = dt.lines[c.order];
  if (!line) return false;
  return [...line.text.matchAll(unitCount(f.meaning.unit, dt.locale))].some((m) => m[0].startsWith(c.raw) || c.raw.startsWith(m[1] ?? m[2]));
}

/**
 * For a count of things no unit measures ("How many guests ..."), whether a candidate was read from a figure a unit's word
 * or sign follows ("<notified> 14 <days> before"): that figure counts days, not the field's things. The units the field's
 * name or description names are its own ("KwhConsumed" counts kWh); they are worked out once per field.
 */
export function unitFollowed(dt: DocText, f: FieldSpec): (c: Candidate) => boolean {
  const said = ` ${nameWords(f.name).toLowerCase()} ${tokens(f.description ?? '').map((t) => t.t).join(' ')} `;
  const units = Object.entries(UNIT_NAMES)
    .filter(([u, names]) => ![u, ...names].some((n) => said.includes(` ${n.toLowerCase()} `)))
    .map(([u]) => unitCount(u, dt.locale));
  return (c) => {
    const line = dt.lines[c.order];
    if (!line || typeof c.value !== 'number') return false;
    return units.some((re) => [...line.text.matchAll(re)].some((m) => m[0].startsWith(c.raw)));
  };
}

/** The words of a field's name other than its unit's ("next service" of next_service_km), four letters or more. */
function ownWords(f: FieldSpec): string[] {
  const unit = new Set((UNIT_NAMES[f.meaning.unit ?? ''] ?? []).map((w) => w.toLowerCase()));
  return nameWords(f.name).toLowerCase().split(/\s+/).filter((w) => w.length >= 4 && !unit.has(w));
}
