/**
 * A yes/no question about a means the packs know by name ("Whether the bill is paid by direct debit"): the
 * document's words for that option (`enum_words`) answer it, yes where they stand, no where a word for "no"
 * of the document's languages stands on their line ("<Direct debit>: <not> subscribed"). Weak evidence:
 * a label with a ticked box or a yes/no word outranks it.
 */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import type { DocText } from './layout.js';
import { spanBox } from './layout.js';
import type { FieldSpec } from './schema.js';
import { enumWords, noWords, optionWords } from './vocab.js';
import { words } from '../packs/understand.js';

/** Yes or no for the option a yes/no field's description names, from the lines naming it. */
export function optionBooleanCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const desc = ` ${words(f.description ?? '')} `;
  const options = enumWords(dt.locale);
  const option = [...options.keys()].filter((o) => desc.includes(` ${words(o)} `)).sort((a, b) => b.length - a.length)[0];
  if (!option) return [];
  const said = optionWords(option, dt.locale);
  if (!said) return [];
  const no = noWords(dt.locale);
  const out: Candidate[] = [];
  for (const l of dt.lines) {
    const m = said.exec(l.text);
    if (!m) continue;
    const value = !no?.test(l.text);
    out.push({ value, raw: m[0], score: 0.45 * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + m[0].length), text: m[0] }], how: 'option-named', order: l.index });
  }
  return out;
}
