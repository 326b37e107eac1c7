/**
 * Small text helpers of the learning module. It keeps its own rather than borrowing the rule
 * extractor's internals, so that it depends only on that extractor's stable entry points.
 */

/** Words of a text and the edit distance, as the label matcher reads them. */
import { tokens as words } from '../deterministic/labels.js';
export { words };
export { editDistance } from '../deterministic/labels.js';

/** The text after a label on its line, past separators such as ':' or '-', and where it starts. */
export function afterLabel(text: string, end: number): { text: string; offset: number } {
  const skip = /^[\s:：=\-–#.)(]*/.exec(text.slice(end))?.[0].length ?? 0;
  return { text: text.slice(end + skip), offset: end + skip };
}

/** The words a field is known by: its name split at case changes and separators, its title. */
export function fieldWords(f: { name: string; title?: string }): Set<string> {
  const name = f.name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return new Set(words(`${name.replace(/[_\-.]+/g, ' ')} ${f.title ?? ''}`).map((w) => w.t).filter((w) => w.length >= 2));
}
