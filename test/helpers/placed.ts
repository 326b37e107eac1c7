/** One-page documents of lines placed by hand, and reading them with a plain schema, for the extractor's rule tests. */
import { extractDeterministic } from '../../src/pipeline/extract/deterministic/index.js';
import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';
import { line } from './recognised.js';

/** A line's text and where it starts (x, y). */
export type Placed = [string, number, number];

/** A page of the placed lines with a paragraph of prose at its foot, enough for the document's language to be detected. */
export function placedPage(placed: Placed[], prose: string): RecognisedDocument {
  const lines: Line[] = placed.map(([t, x, y]) => line(t, x, y));
  lines.push(line(prose, 20, 760));
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 600, height: 800, source: 'text-layer', lines, tables: [] }] };
}

/** The deterministic extractor's reading of a document with a schema of these properties. */
export const readPlain = (doc: RecognisedDocument, properties: Record<string, unknown>) => extractDeterministic({ document: doc, schema: { type: 'object', properties }, annotations: {} });
