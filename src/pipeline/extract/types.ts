import type { BBox, RecognisedDocument } from '../types.js';
import type { LearnedKnowledge } from './learn/types.js';

/** Where a value was found. */
export interface Citation {
  /** 1-based page number */
  page: number;
  bbox: BBox;
  /** the source text the value was read from */
  text: string;
}

/** One extracted field (a leaf of the schema; array items have paths like /line_items/0/amount). */
export interface FieldResult {
  /** JSON pointer of the field in the data object */
  path: string;
  value: unknown;
  /** 0..1 */
  confidence: number;
  citations: Citation[];
  /** the value as written in the document, before normalisation (when it differs or is useful) */
  raw?: string;
}

export interface ValidationProblem {
  path: string;
  message: string;
}

/** The result of extraction for one document. */
export interface ExtractionResult {
  /** the data object shaped by the schema; a value that was not found is absent */
  data: Record<string, unknown>;
  fields: FieldResult[];
  /** schema validation problems of `data`, never hidden */
  problems: ValidationProblem[];
  /** which extractor produced it, e.g. deterministic, llm:<model> */
  extractor: string;
  /** values an extractor proposed but dropped (e.g. ungrounded model output) */
  dropped?: { path: string; value: unknown; reason: string }[];
}

export interface ExtractionInput {
  document: RecognisedDocument;
  /** a validated extraction schema (JSON Schema object at the root, with optional `mode`) */
  schema: Record<string, unknown>;
  /** per-field hints keyed by JSON pointer or field name (see docs/extraction-schema.md) */
  annotations: Record<string, unknown>;
  /** what was learned from reviewed documents of the same struct and organisation (see docs/extraction.md) */
  learned?: LearnedKnowledge;
}

/** Every extractor (deterministic, model-backed) implements this. */
export interface Extractor {
  readonly name: string;
  extract(input: ExtractionInput): Promise<ExtractionResult>;
}
