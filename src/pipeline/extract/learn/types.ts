/** What is learned from reviewed documents and handed to the extractor. */
import type { Citation } from '../types.js';

/** Where a value sat relative to its label: after it on its line, right of it on its row, or below it. */
export type Relation = 'same-line' | 'right' | 'below' | 'none';

/** A box normalised to the page's text area (0..1 on both axes). */
export interface NormBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What tells later documents that resemble a reviewed one. */
export interface DocSignature {
  /** normalised words of the first page's header lines (who issued the document) */
  issuer: string[];
  /** identifiers found in the document: `vat:…`, `iban:…`, `phone:…`, `email:<domain>`; of a reviewed document also `name:<key>` (its issuer's and parties' reviewed names) */
  ids: string[];
  /** the first page's words with their coarse place, `word@col:row` (same template, same set) */
  layout: string[];
}

/** One field of one reviewed document: where its value sat and what it looked like. */
export interface FieldExample {
  /** JSON pointer of the field (matched by path across versions of the struct) */
  path: string;
  /** the text the value followed, as written; null when nothing labelled it */
  label: string | null;
  relation: Relation;
  /** offset of the value's box from the label's box in label heights (x from the label's right edge, y from its top) */
  dx: number;
  dy: number;
  /** 1-based page of the value */
  page: number;
  /** the value's box on its page, normalised to the page's text area */
  box: NormBox;
  /** where the label sat, normalised like `box` (null without a label) */
  labelBox: NormBox | null;
  /** the value as written with digits as 9 and letters as A/a, e.g. `AA-9999` */
  shape: string;
  /** the reviewed value */
  value: unknown;
  /** the value as written in the document */
  raw: string;
}

/** What was learned from one reviewed document. */
export interface LearnedDocument {
  /** a stable id of the source (the attachment it was learned from) */
  source: string;
  signature: DocSignature;
  examples: FieldExample[];
}

/** Everything learned for one struct of one organisation. */
export interface LearnedKnowledge {
  /** newest first (as they are loaded): where reviews gave a value as often one way as another, the newest way counts */
  documents: LearnedDocument[];
}

/** A reviewed field: its final value and, when the reviewer pointed at it, where it is. */
export interface ReviewedField {
  path: string;
  value: unknown;
  citation?: Citation | null;
}
