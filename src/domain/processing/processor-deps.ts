/** What the processor is given by the wiring (its dependencies and limits) and what one attempt is and ends as. */
import type { Database, Queryable } from '../../db/database.js';
import type { AttachmentForEvent } from '../../db/repositories/events.js';
import type { recognise as defaultRecognise, RecogniseOptions } from '../../pipeline/recognise/index.js';
import type { ClassificationStage, ExtractionStage } from '../../pipeline/stages.js';
import type { Translator } from '../../pipeline/translate.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { CreditsService } from '../credits/service.js';

/** How one attempt of a processing job ended (a retryable failure is thrown instead). */
export type RunOutcome = 'completed' | 'failed' | 'skipped' | 'superseded';

export interface ProcessorDeps {
  db: Database;
  blobs: BlobStore;
  credits: CreditsService;
  recognition: Omit<RecogniseOptions, 'onProgress' | 'signal'>;
  recognise?: typeof defaultRecognise;
  extraction?: ExtractionStage;
  /** the translation service; null or absent when none is configured */
  translator?: Translator | null;
  /**
   * called in the transaction that ends a run (completed or failed), e.g. to publish its event; `row` is
   * the attachment as the ending write left it. It must write nothing for an attachment without an
   * uploader (`uploaded_by`) and without endpoints subscribed to its event (`row.subscribers` empty):
   * a completion that finds neither is one statement, without a transaction and without this call.
   */
  onFinished?: (tx: Queryable, attachmentId: number, row?: AttachmentForEvent) => Promise<void>;
  /** where the one line per job start and end goes (pino-compatible); nothing is logged without it */
  log?: JobLog;
  /** chooses the struct version of a batch document without a pinned one; absent: such documents are not extracted */
  classifier?: ClassificationStage;
  /**
   * called after a run recorded its document completed or failed (not when superseded or skipped), once
   * committed; `row` is the attachment as the ending write left it (absent when a job gave up)
   */
  afterFinished?: (attachmentId: number, outcome: 'completed' | 'failed', row?: AttachmentForEvent) => Promise<void>;
  /**
   * a document whose recognised pages come to at most this much JSON (characters) is held in memory
   * and its pages written with the end of recognition; default HOLD_PAGES_CHARS, 0 writes every page as it comes
   */
  holdPagesChars?: number;
  /** how long recognition's progress is held before it is written (default HOLD_PROGRESS_MS; 0 writes each step as it comes) */
  holdProgressMs?: number;
  /** test-only: pause for `ms` after recording `stage`, so crash tests can stop a worker mid-run */
  testPause?: { stage: string; ms: number };
}

/** The part of a pino logger the processor writes its job lines to. */
export interface JobLog {
  info(fields: object, message: string): void;
  warn?(fields: object, message: string): void;
}

export interface Attempt {
  /** retries already made (0 on the first attempt) */
  retryCount: number;
  retryLimit: number;
  /** the run number a reprocess request took; absent for the first processing after upload */
  reprocessRun?: number | null;
}
