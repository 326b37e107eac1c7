/** Candidates read from a value's shape alone, wherever it stands: any line whose text parses as the field's type, and an example's shape. */
import { cite, ocrFactor, withCountryLetters, type Candidate } from './candidates.js';
import type { DocLine, DocText } from './layout.js';
import type { FieldSpec } from './schema.js';
import { readValue } from './values.js';

/** Candidates from any line whose text parses as the field's type (weak evidence, for typed fields). */
export function typedCandidates(dt: DocText, f: FieldSpec, base: number, lines: DocLine[] = dt.lines): Candidate[] {
  const out: Candidate[] = [];
  for (const l of lines) {
    const read = readValue(f, l.text);
    if (!read || read.parseScore < 0.9) continue;
    // a VAT id whose country letters end the line before it
    const prev = dt.lines[l.index - 1];
    const v = prev?.page === l.page ? withCountryLetters(f, prev.text, read) : read;
    out.push({
      value: v.value,
      raw: v.raw,
      score: base * v.parseScore * ocrFactor(l.confidence),
      citations: [...(v !== read ? [cite(prev, prev.text.length - 2, prev.text.length)] : []), cite(l, v.index, v.index + v.raw.length)],
      how: 'typed',
      order: l.index,
    });
  }
  return out;
}

/** Candidates from the examples given for a field: lines holding text shaped like an example. */
export function exampleShape(example: string): RegExp {
  const src = example
    .split('')
    .map((c) => (/\d/.test(c) ? '\\d' : /[A-Z]/.test(c) ? '[A-Z]' : /[a-z]/.test(c) ? '[a-z]' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
    .replace(/(\\d)+/g, '\\d+')
    .replace(/(\[A-Z\])+/g, '[A-Z]+')
    .replace(/(\[a-z\])+/g, '[a-z]+');
  return new RegExp(src);
}
