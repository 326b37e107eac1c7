import type { Database } from '../../db/database.js';
import { classificationsRepo } from '../../db/repositories/classifications.js';
import { learningRepo } from '../../db/repositories/learning.js';
import type { LlmEndpoint } from '../../pipeline/extract/llm/client.js';
import type { ClassificationStage } from '../../pipeline/stages.js';
import { pageText } from '../../pipeline/types.js';
import { classificationParticipants } from '../structs/lookups.js';
import { decide } from './decide.js';
import { rankWithModel } from './model.js';
import { rankStructs, type StructProfileInput } from './score.js';

/** Learned examples read per struct to profile it (the newest). */
const LEARNED_EXAMPLES = 500;

export interface ClassifierOptions {
  /** lowest score a struct needs to be chosen */
  minScore: number;
  /** the model to ask instead of the deterministic scorer; null: deterministic */
  model: LlmEndpoint | null;
}

/** The organisation's participating struct versions with what was learned for each struct. */
export async function participatingProfiles(db: Database, orgId: number): Promise<StructProfileInput[]> {
  const versions = await classificationParticipants(db, orgId);
  const learning = learningRepo(db);
  const out: StructProfileInput[] = [];
  for (const v of versions) {
    const rows = await learning.knowledge(orgId, v.struct_id, LEARNED_EXAMPLES);
    const issuers = new Set<string>();
    for (const r of rows) {
      const issuer = (r.signature as { issuer?: unknown } | null)?.issuer;
      if (Array.isArray(issuer)) for (const w of issuer) if (typeof w === 'string') issuers.add(w);
    }
    out.push({
      structVersionId: v.id,
      slug: v.struct_slug,
      name: v.name,
      description: v.description,
      schema: v.schema,
      annotations: v.annotations,
      learnedLabels: rows.map((r) => r.label).filter((l): l is string => typeof l === 'string' && l !== ''),
      learnedIssuers: [...issuers],
    });
  }
  return out;
}

/**
 * The classification stage of the processing pipeline: ranks the organisation's participating
 * structs (read at the moment of classification, so a deprecated, archived or withdrawn version is
 * never chosen) for the recognised text and records the decision with the run's completion.
 */
export function createClassificationStage(db: Database, opts: ClassifierOptions): ClassificationStage {
  return {
    async classify({ orgId, attachmentId, run, document }) {
      const profiles = await participatingProfiles(db, orgId);
      const text = document.pages.map(pageText).join('\n\f');
      let method: 'deterministic' | 'model' = 'deterministic';
      let ranked = rankStructs(text, profiles);
      let note: string | null = null;
      if (opts.model && profiles.length > 0) {
        const m = await rankWithModel(opts.model, text, profiles);
        if (m.ok) {
          method = 'model';
          ranked = m.ranked;
        } else note = `model unavailable (${m.reason}); scored deterministically`;
      }
      const d = decide(ranked, opts.minScore);
      const reasons = note ? [note, ...d.reasons] : d.reasons;
      return {
        structVersionId: d.structVersionId,
        save: (tx) =>
          classificationsRepo(tx).record(orgId, attachmentId, {
            run,
            method,
            struct_version_id: d.structVersionId,
            score: d.score,
            threshold: opts.minScore,
            reasons,
            candidates: d.candidates,
          }),
      };
    },
  };
}
