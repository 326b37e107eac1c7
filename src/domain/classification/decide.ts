import type { Ranked } from './score.js';

/** The default lowest score a struct needs to be chosen (CLASSIFY_MIN_SCORE). */
export const DEFAULT_MIN_SCORE = 0.2;

/** A candidate as recorded and listed: best first. */
export interface Candidate {
  struct_version_id: number;
  struct_slug: string;
  struct_name: string;
  score: number;
}

/** The outcome of classifying one document. */
export interface Decision {
  structVersionId: number | null;
  score: number;
  reasons: string[];
  candidates: Candidate[];
}

/** Chooses the best-ranked struct when it reaches the threshold; otherwise none, with the candidates listed. */
export function decide(ranked: Ranked[], threshold: number): Decision {
  const candidates = ranked.map((r) => ({ struct_version_id: r.structVersionId, struct_slug: r.slug, struct_name: r.name, score: r.score }));
  const best = ranked[0];
  if (!best) return { structVersionId: null, score: 0, reasons: ['no struct of the organisation takes part in classification'], candidates };
  if (best.score < threshold) {
    return { structVersionId: null, score: best.score, reasons: [`best score ${best.score} (${best.slug}) is below the threshold ${threshold}`, ...best.reasons], candidates };
  }
  return { structVersionId: best.structVersionId, score: best.score, reasons: best.reasons, candidates };
}
