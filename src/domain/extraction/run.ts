import type { RecognisedDocument } from '../../pipeline/types.js';
import type { ExtractionResult, Extractor, ValidationProblem } from '../../pipeline/extract/types.js';
import type { LearnedKnowledge } from '../../pipeline/extract/learn/types.js';
import { validateAgainstSchema } from '../../pipeline/extract/validate.js';
import { ProcessingError } from '../processing/errors.js';

/**
 * A permanent or transient failure of extraction with a stable code. It is a ProcessingError, so
 * the pipeline records its code as the failure reason and does not retry a permanent one.
 */
export class ExtractionError extends ProcessingError {
  constructor(code: string, message: string, permanent: boolean) {
    super(code, message, permanent);
    this.name = 'ExtractionError';
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Removes NUL characters (PostgreSQL text and jsonb refuse them) from every string in a value. */
export function withoutNul<T>(v: T): T {
  if (typeof v === 'string') return v.replace(/\u0000/g, '') as T;
  if (Array.isArray(v)) return v.map(withoutNul) as T;
  if (isObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [withoutNul(k), withoutNul(x)])) as T;
  return v;
}

/**
 * Runs an extractor and validates its data against the schema: the problems listed are the
 * extractor's own plus every schema violation of the data, never hidden and without repeats.
 */
export async function runExtractor(
  extractor: Extractor,
  document: RecognisedDocument,
  schema: unknown,
  annotations: unknown,
  learned?: LearnedKnowledge,
): Promise<ExtractionResult> {
  const s = isObject(schema) ? schema : { type: 'object', properties: {} };
  const a = isObject(annotations) ? annotations : {};
  const res = await extractor.extract({ document, schema: s, annotations: a, ...(learned ? { learned } : {}) });
  const data = isObject(res.data) ? res.data : {};
  const problems: ValidationProblem[] = [];
  const seen = new Set<string>();
  for (const p of [...res.problems, ...validateAgainstSchema(s, data)]) {
    const k = `${p.path}\u0001${p.message}`;
    if (seen.has(k)) continue;
    seen.add(k);
    problems.push(p);
  }
  return withoutNul({ ...res, data, problems, dropped: res.dropped ?? [] });
}
