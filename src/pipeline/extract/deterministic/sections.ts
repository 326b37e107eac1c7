/** Document mode: a field whose description points at a section ("the governing law section") is read there. */
import { sectionPointedTo, type DocumentSection } from '../../sections.js';
import type { Candidate } from './candidates.js';
import { citeRange, type DocText } from './layout.js';
import { valueType, type FieldSpec } from './schema.js';

/** Characters of a section's opening taken as the value of a text field found nowhere else in it. */
const OPENING_CHARS = 300;

function fieldText(f: FieldSpec): string {
  return [f.name.replace(/[_\-.]+/g, ' '), f.title ?? '', f.description ?? ''].join(' ');
}

/**
 * The candidates of a field narrowed to the section its name, title or description points at
 * (slightly preferred there); when none stands in it, a free-text field takes the section's opening
 * sentence. Without such a section the candidates are returned unchanged.
 */
export function withinSection(dt: DocText, sections: DocumentSection[], f: FieldSpec, cands: Candidate[]): Candidate[] {
  if (!sections.length) return cands;
  const s = sectionPointedTo(sections, fieldText(f));
  if (!s) return cands;
  const inside = cands.filter((c) => c.order >= s.line_start && c.order <= s.line_end);
  if (inside.length) return inside.map((c) => ({ ...c, score: Math.min(0.99, c.score * 1.15) }));
  if (valueType(f) !== 'string' || f.format || f.enum?.length || (f.meaning.type !== 'text' && f.meaning.type !== 'duration')) return cands;
  const head = dt.lines[s.line_start];
  const bodyStart = head && head.text.length > s.heading.length + 1 && head.text.startsWith(s.heading) ? head.start + s.heading.length : dt.lines[s.line_start + 1]?.start;
  const last = dt.lines[s.line_end];
  if (bodyStart === undefined || !last) return cands;
  const end = last.start + last.text.length;
  const body = dt.text.slice(bodyStart, end);
  const lead = body.match(/^[\s.:–—-]*/)?.[0].length ?? 0;
  const sentence = /^(.{10,}?[.;])(\s|$)/su.exec(body.slice(lead, lead + OPENING_CHARS));
  const len = sentence ? sentence[1].length : Math.min(OPENING_CHARS, body.length - lead);
  const from = bodyStart + lead;
  const value = dt.text.slice(from, from + len).replace(/\s+/g, ' ').trim();
  if (!value) return cands;
  return [...cands, { value, raw: value, score: 0.5, citations: citeRange(dt, from, from + len), how: 'section', order: s.line_start }];
}
