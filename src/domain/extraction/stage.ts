import type { Database, Queryable } from '../../db/database.js';
import { extractionRepo } from '../../db/repositories/extraction.js';
import { versionForExtraction } from '../structs/lookups.js';
import type { Extractor } from '../../pipeline/extract/types.js';
import type { ExtractionStage } from '../../pipeline/stages.js';
import { ExtractionError, runExtractor } from './run.js';
import { refreshNeedsReview } from './view.js';
import { learnedKnowledge } from '../learning/knowledge.js';

export interface ExtractionStageDeps {
  db: Database;
  extractor: Extractor;
}

/**
 * The pipeline's extraction stage: loads the pinned version, runs the configured extractor,
 * validates the data, and on save replaces the attachment's result and records the version.
 */
export function createExtractionStage(deps: ExtractionStageDeps): ExtractionStage {
  return {
    async compute(input) {
      const version = await versionForExtraction(deps.db, input.orgId, input.structVersionId);
      if (!version) throw new ExtractionError('struct_version_not_found', `struct version ${input.structVersionId} no longer exists`, true);
      await input.onProgress?.(0);
      // what reviewed documents of this struct taught, for the organisation only
      const learned = await learnedKnowledge(deps.db, input.orgId, version.struct_id);
      const result = await runExtractor(deps.extractor, input.document, version.schema, version.annotations, learned);
      await input.onProgress?.(1);
      return {
        async save(tx: Queryable) {
          const repo = extractionRepo(tx);
          const written = await repo.upsertResult({
            attachment_id: input.attachmentId,
            org_id: input.orgId,
            run: input.run,
            struct_version_id: version.id,
            extractor: result.extractor,
            data: result.data,
            fields: result.fields,
            problems: result.problems,
            dropped: result.dropped ?? [],
          });
          if (written) {
            await repo.setExtractionVersion(input.orgId, input.attachmentId, version.id);
            // reviews outlive a reprocess: whether the new result needs review depends on them too
            await refreshNeedsReview(tx, input.orgId, input.attachmentId);
          }
        },
      };
    },
  };
}
