import { processingRepo, type RunTarget } from '../../db/repositories/processing.js';
import { createChunker, median, PAGE_BREAK, type Chunk } from '../../pipeline/chunk.js';
import { recognise as defaultRecognise } from '../../pipeline/recognise/index.js';
import { PipelineError } from '../../pipeline/errors.js';
import { pageText, type Page, type RecognisedDocument } from '../../pipeline/types.js';
import type { Completion, TranslationOutput } from '../../db/repositories/processing.js';
import type { AttachmentForEvent } from '../../db/repositories/events.js';
import { processingChargeKey } from '../credits/service.js';
import { ProcessingError } from './errors.js';
import { STAGES, PROGRESS, recognitionStage } from './stages.js';
import { HOLD_PAGES_CHARS, pageKeeper, type HeldPage } from './run-pages.js';
import { HOLD_PROGRESS_MS, recognitionProgress, type ProgressStep } from './early-progress.js';
import type { Attempt, ProcessorDeps, RunOutcome } from './processor-deps.js';

export { ProcessingError };
export type { Attempt, JobLog, ProcessorDeps, RunOutcome } from './processor-deps.js';

/** Thrown inside a run when a newer run took over; the attempt stops without writing anything. */
class SupersededError extends Error {}

const MAX_REASON = 500;
/** Pages read back at a time from the run's stored pages (chunking, and loading a document for extraction). */
const PAGE_BATCH = 50;
/**
 * What recognition left in memory: the document without its pages, the line heights chunking
 * needs, and the pages themselves when the document was short enough to hold (else null: they
 * were stored page by page).
 */
interface Recognised {
  doc: RecognisedDocument;
  heights: number[];
  held: HeldPage[] | null;
  /** steps of recognition not written yet (it ended in moments): written with the end of recognition */
  steps: ProgressStep[];
}

function reasonOf(e: unknown): { code: string; message: string; permanent: boolean } {
  if (e instanceof PipelineError) return { code: e.code, message: e.message, permanent: e.permanent };
  // unexpected errors may carry internal detail: never shown to clients
  return { code: 'processing_error', message: 'an unexpected error occurred while processing', permanent: false };
}

/** The processing pipeline of one attachment: recognise, charge, chunk, extract, index; fenced by run. */
export function createProcessor(deps: ProcessorDeps) {
  const recognise = deps.recognise ?? defaultRecognise;
  const pause = (stage: string) =>
    deps.testPause && deps.testPause.ms > 0 && deps.testPause.stage === stage ? new Promise((r) => setTimeout(r, deps.testPause!.ms)) : Promise.resolve();

  /** Tells the wiring that a document finished; its failure never changes the run's outcome. */
  async function finished(attachmentId: number, outcome: 'completed' | 'failed', row?: AttachmentForEvent) {
    try {
      await deps.afterFinished?.(attachmentId, outcome, row);
    } catch {
      // the document's state is committed; a listener's failure is not the run's
    }
  }

  // the last stage each run in progress reached, named in its end line
  const reached = new Map<RunTarget, string>();

  async function step(t: RunTarget, stage: string, progress: number, pageCount?: number) {
    // one statement (the update with its event): atomic on its own, so no transaction round trips
    const ok = await processingRepo(deps.db).progress(t.id, t.processing_run, stage, progress, pageCount);
    if (!ok) throw new SupersededError();
    reached.set(t, stage);
    await pause(stage);
  }

  async function recogniseText(t: RunTarget, signal: AbortSignal): Promise<Recognised> {
    let bytes: Uint8Array;
    try {
      bytes = await deps.blobs.get(t.blob_key);
    } catch {
      throw new ProcessingError('blob_unavailable', 'the stored file could not be read', false);
    }
    // a run paused by the test hook at the start of recognition shows that stage while it waits
    const pausing = deps.testPause !== undefined && deps.testPause.ms > 0 && deps.testPause.stage === STAGES.extractingText;
    const ctl = new AbortController();
    signal.addEventListener('abort', () => ctl.abort());
    let superseded = false;
    const progress = recognitionProgress({
      holdMs: pausing ? 0 : (deps.holdProgressMs ?? HOLD_PROGRESS_MS),
      base: t.processing_progress,
      write: (steps) => processingRepo(deps.db).progressSteps(t.id, t.processing_run, steps),
      onSuperseded: () => {
        superseded = true;
        ctl.abort();
      },
    });
    const reach = (stage: string, pct: number) => {
      progress.add(stage, pct);
      reached.set(t, stage);
    };
    reach(STAGES.extractingText, PROGRESS.extractingText);
    if (pausing) await pause(STAGES.extractingText);
    // progress callbacks are synchronous: steps are held or written in order, and checked when
    // recognition ends. A report counts when its stage name or whole percent differs from the last
    // one, so every page of a multi-page document moves the progress and repeats cost nothing.
    let lastKey = `${STAGES.extractingText}|${PROGRESS.extractingText}`;
    const recognisedKey = `${STAGES.extractingText}|${PROGRESS.recognised}`;
    const onProgress = (p: { stage: string; done: number; total: number }) => {
      const span = PROGRESS.recognised - PROGRESS.extractingText;
      const pct = Math.round(PROGRESS.extractingText + (p.total > 0 ? (span * Math.min(p.done, p.total)) / p.total : 0));
      const key = `${recognitionStage(p)}|${pct}`;
      if (key === lastKey) return;
      lastKey = key;
      // the end of recognition is written by the recognised step that follows, with the same event
      if (key !== recognisedKey) reach(recognitionStage(p), pct);
    };
    // pages are held while the document is short; past the bound every page is stored under this
    // run as soon as it is recognised and only its line heights stay
    const pages = pageKeeper(deps.holdPagesChars ?? HOLD_PAGES_CHARS, async (page, json) => {
      if (!(await processingRepo(deps.db).writePage(t.id, t.processing_run, page.number, json))) {
        superseded = true;
        throw new SupersededError();
      }
    });
    const onPage = (page: Page, json: string) => pages.onPage(page, json);
    const doc = await recognise(bytes, t.file_type, { ...deps.recognition, onProgress, onPage, signal: ctl.signal }).catch(async (e) => {
      // a superseded run drops what it held (nothing of it may be written later); a failed one
      // writes it, so that its events read as if every step had been written as it came
      await (superseded ? progress.drop() : progress.flush());
      throw superseded ? new SupersededError() : e;
    });
    const ended = await progress.end({ stage: STAGES.extractingText, progress: PROGRESS.recognised });
    if (ended.superseded) throw new SupersededError();
    // a recogniser that returns its pages instead of handing them over one by one
    for (const page of doc.pages) await onPage(page, JSON.stringify(page));
    return { doc: { ...doc, pages: [] }, heights: pages.heights, held: pages.held(), steps: ended.held };
  }

  /** The run's pages in page order: those held in memory, else the stored ones read in bounded batches. */
  async function* runPages(t: RunTarget, held: HeldPage[] | null): AsyncGenerator<Page> {
    if (held !== null) {
      for (const p of held) yield p.page;
      return;
    }
    let after = 0;
    for (;;) {
      const batch = await processingRepo(deps.db).runPages<Page>(t.id, t.processing_run, after, PAGE_BATCH);
      for (const p of batch) yield p;
      if (batch.length < PAGE_BATCH) return;
      after = batch[batch.length - 1].number;
    }
  }

  /** Chunks the run's pages as they are read back, and gathers each page's text (the plain text, and what translation reads). */
  async function chunkPages(t: RunTarget, heights: number[], held: HeldPage[] | null): Promise<{ chunks: Chunk[]; texts: { number: number; text: string }[] }> {
    const chunker = createChunker(median(heights));
    const chunks: Chunk[] = [];
    const texts: { number: number; text: string }[] = [];
    for await (const p of runPages(t, held)) {
      texts.push({ number: p.number, text: pageText(p) });
      for (const c of chunker.page(p)) chunks.push(c);
    }
    for (const c of chunker.end()) chunks.push(c);
    return { chunks, texts };
  }

  /** The whole recognised document, for the stages that read it at once (classification, field extraction). */
  async function wholeDocument(t: RunTarget, doc: RecognisedDocument, held: HeldPage[] | null): Promise<RecognisedDocument> {
    const pages: Page[] = [];
    for await (const p of runPages(t, held)) pages.push(p);
    return { ...doc, pages };
  }

  /**
   * Records the end of recognition with the page count and debits the run's charge, in one
   * statement with the held pages (billed work starts here: nothing costly has been done past recognition).
   */
  async function recognisedAndCharged(t: RunTarget, pages: number, reprocessRun: number | null, held: HeldPage[] | null, steps: ProgressStep[]) {
    const amount = deps.credits.processingAmount(pages);
    const out = await processingRepo(deps.db).recognised(t.id, t.processing_run, STAGES.extractingText, PROGRESS.recognised, pages, {
      orgId: t.org_id,
      amount,
      key: processingChargeKey(t.id, reprocessRun),
      reason: reprocessRun === null ? 'upload_processing' : 'reprocess',
    }, (held ?? []).map((p) => ({ number: p.page.number, json: p.json })), steps);
    if (!out.current) throw new SupersededError();
    reached.set(t, STAGES.extractingText);
    await pause(STAGES.extractingText);
    if (out.debit === 'insufficient') {
      throw new ProcessingError('insufficient_credits', `processing ${pages} page(s) needs ${amount} credits, the organisation has ${out.balance}`, true);
    }
  }

  /**
   * The translation pass, when the attachment asks for one. It never fails the run: without a
   * configured service the translation is recorded as unavailable, and a service error or timeout
   * records it as failed (reprocess to try again).
   */
  async function translate(t: RunTarget, pages: { number: number; text: string }[], signal: AbortSignal): Promise<TranslationOutput | null> {
    if (t.target_language === '') return null;
    const target = t.target_language;
    if (!deps.translator) return { targetLanguage: target, status: 'unavailable', reason: 'translator_not_configured: no translation service is configured', pages: [] };
    await step(t, STAGES.translating, PROGRESS.translating);
    const span = PROGRESS.extractingFields - PROGRESS.translating;
    const r = await deps.translator.translate(pages, target, {
      signal,
      onProgress: (f) => step(t, STAGES.translating, PROGRESS.translating + (span - 1) * Math.max(0, Math.min(1, f))),
    });
    if (!r.ok) {
      if (signal.aborted) throw new ProcessingError('processing_aborted', 'the run was stopped', false);
      return { targetLanguage: target, status: 'failed', reason: r.reason.slice(0, MAX_REASON), pages: [] };
    }
    return { targetLanguage: target, status: 'completed', reason: null, pages: r.pages };
  }

  async function run(t: RunTarget, attempt: Attempt, signal: AbortSignal): Promise<AttachmentForEvent> {
    const { doc: record, heights, held, steps } = await recogniseText(t, signal);
    const pages = record.pageCount;
    await recognisedAndCharged(t, pages, attempt.reprocessRun ?? null, held, steps);
    const classifying = t.batch_id !== null && t.struct_version_id === null && deps.classifier !== undefined;
    // a short document held in memory that goes straight from chunking to indexing (nothing to
    // translate, classify or extract) records both stages with its completion (their events before
    // the completed one), chunking taking moments; every other document records chunking before it
    // starts, and so does a run the test hook pauses at either stage (it stops the run with the row
    // showing that stage)
    const pausing = deps.testPause !== undefined && deps.testPause.ms > 0 && [STAGES.chunking, STAGES.indexing].includes(deps.testPause.stage as 'chunking');
    const straight = held !== null && !pausing && t.target_language === '' && !classifying && !(t.struct_version_id !== null && deps.extraction !== undefined);
    const chunkingAt = new Date();
    if (!straight) await step(t, STAGES.chunking, PROGRESS.chunking);
    const { chunks, texts } = await chunkPages(t, heights, held);
    const text = texts.map((p) => p.text).join(PAGE_BREAK);
    const translation = await translate(t, texts, signal);
    let save: ((tx: import('../../db/database.js').Queryable) => Promise<void>) | undefined;
    let versionId = t.struct_version_id;
    let classified: ((tx: import('../../db/database.js').Queryable) => Promise<void>) | undefined;
    // read back whole only when a stage reads the document at once
    let whole: RecognisedDocument | null = null;
    const document = async () => (whole ??= await wholeDocument(t, record, held));
    if (classifying) {
      const doc = await document();
      await step(t, STAGES.classifying, PROGRESS.classifying);
      const c = await deps.classifier!.classify({ orgId: t.org_id, attachmentId: t.id, run: t.processing_run, document: doc });
      versionId = c.structVersionId;
      classified = c.save;
    }
    const extracting = versionId !== null && deps.extraction !== undefined;
    if (extracting) {
      await step(t, STAGES.extractingFields, PROGRESS.extractingFields);
      const doc = await document();
      const span = PROGRESS.indexing - PROGRESS.extractingFields;
      const result = await deps.extraction!.compute({
        orgId: t.org_id,
        attachmentId: t.id,
        run: t.processing_run,
        structVersionId: versionId!,
        document: doc,
        onProgress: (f) => step(t, STAGES.extractingFields, PROGRESS.extractingFields + span * Math.max(0, Math.min(1, f))).catch(() => undefined),
      });
      save = result.save;
    }
    const indexingAt = new Date();
    if (straight) reached.set(t, STAGES.indexing);
    else await step(t, STAGES.indexing, PROGRESS.indexing);
    const completion: Completion = {
      attachmentId: t.id,
      orgId: t.org_id,
      run: t.processing_run,
      processorDocumentId: `doc_${t.id}_${t.processing_run}`,
      pageCount: pages,
      // the record without its pages, which were stored one by one
      document: { pageCount: record.pageCount, format: record.format, ...(record.languages ? { languages: record.languages } : {}) },
      plainText: text,
      chunks,
      extractionStructVersionId: extracting ? versionId : null,
      translation,
      finalStage: classifying && versionId === null ? STAGES.unclassified : STAGES.completed,
      // each with the time the run reached it
      before: straight ? [{ stage: STAGES.chunking, progress: PROGRESS.chunking, at: chunkingAt }, { stage: STAGES.indexing, progress: PROGRESS.indexing, at: indexingAt }] : [],
    };
    // with no rows of its own and nobody to tell (no uploader; the statement also checks that no
    // endpoint is subscribed), the completion is one statement and its event has nothing to write
    // (onFinished's contract); else, or when the statement finds otherwise, a transaction
    const alone = !classified && !save && t.uploaded_by === null ? await processingRepo(deps.db).completeAlone(completion) : null;
    const done = alone ?? await deps.db.transaction(async (tx) => {
      const row = await processingRepo(tx).complete({
        ...completion,
        beforeComplete: async (tx) => {
          await classified?.(tx);
          await save?.(tx);
        },
      });
      if (row) await deps.onFinished?.(tx, t.id, row);
      return row;
    });
    if (!done) throw new SupersededError();
    return done;
  }

  return {
    /**
     * Runs one attempt for an attachment. Returns how it ended; throws (after recording a `retrying`
     * stage) when a retryable failure should be retried by the queue.
     */
    async process(attachmentId: number, attempt: Attempt, signal: AbortSignal = new AbortController().signal): Promise<RunOutcome> {
      const t = await processingRepo(deps.db).beginRun(attachmentId);
      if (!t) return 'skipped'; // completed, failed or gone: a duplicate or late job has nothing to do
      // pages an earlier attempt left without a document showing them (its worker died or it was
      // superseded); the first run of an attachment has no earlier attempt
      if (t.processing_run > 1) await processingRepo(deps.db).discardHiddenPages(t.id, t.processing_run);
      const started = Date.now();
      const job = { attachment_id: t.id, run: t.processing_run, attempt: attempt.retryCount + 1 };
      reached.set(t, STAGES.detecting);
      deps.log?.info({ ...job, stage: STAGES.detecting }, 'processing started');
      const end = (outcome: string, extra: object = {}) =>
        deps.log?.info({ ...job, stage: reached.get(t), outcome, duration_ms: Date.now() - started, ...extra }, `processing ${outcome}`);
      try {
        const row = await run(t, attempt, signal);
        reached.set(t, STAGES.completed);
        end('completed');
        await finished(t.id, 'completed', row);
        return 'completed';
      } catch (e) {
        if (e instanceof SupersededError) {
          end('superseded');
          return 'superseded';
        }
        const r = reasonOf(e);
        const last = attempt.retryCount >= attempt.retryLimit;
        if (r.permanent || last) {
          const reason = `${r.code}: ${r.message}`.slice(0, MAX_REASON);
          const ok = await deps.db.transaction(async (tx) => {
            const failed = await processingRepo(tx).fail(t.id, t.processing_run, reason);
            // the failed run's pages go; the document of an earlier run (if any) keeps its own
            if (failed) await processingRepo(tx).discardHiddenPages(t.id, t.processing_run, true);
            if (failed) await deps.onFinished?.(tx, t.id, failed);
            return failed;
          });
          end(ok ? 'failed' : 'superseded', { error_code: r.code });
          if (ok) await finished(t.id, 'failed', ok);
          return ok ? 'failed' : 'superseded';
        }
        end('failed', { error_code: r.code, retrying: true });
        const total = attempt.retryLimit + 1;
        await deps.db
          .transaction((tx) => processingRepo(tx).progress(t.id, t.processing_run, `retrying after ${r.code} (attempt ${attempt.retryCount + 1} of ${total})`, 0))
          .catch(() => undefined);
        throw e;
      } finally {
        reached.delete(t);
      }
    },

    /** Fails an attachment whose job ran out of attempts without its worker recording it. */
    async abandon(attachmentId: number, attempts: number): Promise<boolean> {
      const reason = `processing_abandoned: no attempt finished (${attempts} attempt(s); the worker stopped or exceeded its lease)`;
      const ok = await deps.db.transaction(async (tx) => {
        const failed = await processingRepo(tx).abandon(attachmentId, reason);
        if (failed) await deps.onFinished?.(tx, attachmentId);
        return failed;
      });
      if (ok) await finished(attachmentId, 'failed');
      return ok;
    },
  };
}

export type Processor = ReturnType<typeof createProcessor>;
