/** The stage names written to `processing_stage` (see docs/pipeline-jobs.md). */
export const STAGES = {
  queued: 'queued',
  detecting: 'detecting',
  extractingText: 'extracting_text',
  chunking: 'chunking',
  indexing: 'indexing',
  translating: 'translating',
  extractingFields: 'extracting_fields',
  completed: 'completed',
  classifying: 'classifying',
  /** final stage of a completed batch document that matched no participating struct */
  unclassified: 'unclassified',
} as const;

/** The progress (percent) each stage starts at; recognition fills the span up to `recognised`. */
export const PROGRESS = {
  detecting: 2,
  extractingText: 5,
  recognised: 55,
  chunking: 60,
  translating: 61,
  classifying: 64,
  extractingFields: 65,
  indexing: 90,
} as const;

/** The stage name for a recogniser progress report, e.g. `ocr page 3/12`. */
export function recognitionStage(p: { stage: string; done: number; total: number }): string {
  // `done` may be fractional: a page's OCR reports detection and recognition within the page
  const page = Math.floor(p.done);
  if (/^ocr/i.test(p.stage)) return `ocr page ${Math.min(page + (page < p.total ? 1 : 0), p.total)}/${p.total}`;
  return /^[a-z_]{1,40}$/.test(p.stage) ? p.stage : STAGES.extractingText;
}
