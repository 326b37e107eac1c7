import type { Config } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { selectExtractor } from '../../pipeline/extract/select.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { storedDocumentSource, type DocumentSource } from './document-source.js';
import { extractionResultsService } from './results.js';
import { extractionReviewService, type OnReviewed } from './review.js';
import { schemaTestService } from './schema-tests.js';
import { createExtractionStage } from './stage.js';

export { createExtractionStage } from './stage.js';
export type { DocumentSource } from './document-source.js';
export { ExtractionError } from './run.js';
export type { OnReviewed } from './review.js';

/** The extraction area: the pipeline stage, result reads and exports, reviews, and schema tests. */
export function createExtractionServices(
  ports: { config: Config; db: Database; blobs: BlobStore },
  opts: { documents?: DocumentSource; onReviewed?: OnReviewed } = {},
) {
  const extractor = selectExtractor(ports.config);
  const documents = opts.documents ?? storedDocumentSource(ports.db);
  return {
    extractor,
    documents,
    stage: createExtractionStage({ db: ports.db, extractor }),
    results: extractionResultsService(ports.db, { maxExportRows: ports.config.extraction.maxExportRows }),
    reviews: extractionReviewService({ db: ports.db, documents, onReviewed: opts.onReviewed }),
    tests: schemaTestService({ db: ports.db, extractor, documents, config: ports.config }),
  };
}
