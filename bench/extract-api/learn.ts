/**
 * `npm run bench:learn`: the online protocol through the API. For each corpus, the plain struct;
 * documents are processed one at a time in file-name order; when a document completes its
 * extraction is read and scored, then the expected values are submitted as corrections through
 * the review route. Reports micro-F1 over the whole stream, on documents whose issuer was seen
 * earlier in the stream (issuer from the expected values: receipts `company`, e-invoices
 * `seller_name`, ad orders `advertiser`, NDAs the sorted party list), and on first-seen ones.
 *
 * Options: --only <corpus>[,<corpus>]  --limit N  --show-misses  --timeout-minutes M (per document, default 10)
 */
import fs from 'node:fs';
import { pickCorpora, type CorpusDef } from '../extract/corpora.js';
import { Scoreboard } from '../extract/metric.js';
import { printMisses } from '../extract/report.js';
import { reportFields, scoreCase } from '../extract/score.js';
import { ApiError, MissingRouteError, TimeoutError } from './client.js';
import { correctionsFor } from './corrections.js';
import { parseOptions } from '../extract/options.js';
import { createChat, fetchExtraction, publishStruct, upload, waitForOne, withBytes } from './run.js';
import { runBench, type Client } from './service.js';

const ISSUER: Record<string, string> = {
  sroie: 'company',
  'kleister-nda': 'the sorted party list',
  einvoices: 'seller_name',
  adbuy: 'advertiser',
};

/** Whether corrections can be sent: unknown until the first try, then known for the rest of the run. */
let reviewRoute: 'unknown' | 'present' | 'missing' = 'unknown';
let reviewNote = 'the review route is not in this build';

/** Submits a document's expected values as a complete review; false when the route is missing or refused them. */
async function submitCorrections(api: Client, thread: string, id: number, c: CorpusDef, expected: Parameters<typeof correctionsFor>[2]): Promise<boolean> {
  if (reviewRoute === 'missing') return false;
  const body = { fields: correctionsFor(c.id, c.fields, expected), complete: true };
  try {
    await api.post(`/api/v2/chats/${thread}/attachments/${id}/extraction/review/`, body);
    reviewRoute = 'present';
    return true;
  } catch (e) {
    // the result was just read at the same chat and id, so a 404 here means the route itself is absent
    const absent = e instanceof MissingRouteError || (e instanceof ApiError && e.status === 404 && reviewRoute === 'unknown');
    if (absent) {
      reviewRoute = 'missing';
      reviewNote = 'the review route is not in this build';
      console.log('  the review route POST /api/v2/chats/{thread_id}/attachments/{id}/extraction/review/ is not in this build: going on WITHOUT corrections');
      return false;
    }
    if (e instanceof TimeoutError) {
      // a review that never answers would stall the stream: stop sending them
      reviewRoute = 'missing';
      reviewNote = 'the review route did not answer';
      console.log(`  ${e.message}: going on WITHOUT corrections`);
      return false;
    }
    if (e instanceof ApiError) {
      console.log(`  correction refused for attachment ${id}: HTTP ${e.status} ${e.code} ${e.body.slice(0, 200)}`);
      return false;
    }
    throw e;
  }
}

async function runCorpus(api: Client, c: CorpusDef, limit: number | undefined, timeoutMs: number, showMisses: boolean): Promise<string> {
  const cases = withBytes(c.load(limit), (p) => fs.readFileSync(p)).sort((a, b) => a.file.localeCompare(b.file));
  const { fields, micro } = reportFields(c);
  const version = await publishStruct(api, c.structs.plain);
  // identical bytes are kept once per chat, so a repeated document goes to the next chat
  const chats: string[] = [];
  const boards = { all: new Scoreboard(fields), seen: new Scoreboard(fields), first: new Scoreboard(fields), early: new Scoreboard(fields), late: new Scoreboard(fields) };
  const seen = new Set<string>();
  let seenDocs = 0;
  let corrected = 0;
  let failed = 0;
  const started = Date.now();
  for (const [i, x] of cases.entries()) {
    let id: number | undefined;
    let thread = '';
    for (let k = 0; id === undefined; k++) {
      if (k === chats.length) chats.push(await createChat(api, `learning ${c.id} ${k + 1}`));
      thread = chats[k];
      id = [...(await upload(api, thread, version, [x])).keys()][0];
    }
    const status = await waitForOne(api, thread, id, timeoutMs);
    const r = status === 'completed' ? await fetchExtraction(api, thread, id) : undefined;
    if (!r) failed++;
    const outcomes = scoreCase(c.id, r ?? { data: {}, fields: [] }, x.expected, c.fields);
    const issuer = c.issuer(x);
    const known = issuer !== undefined && seen.has(issuer);
    boards.all.record(outcomes);
    (known ? boards.seen : boards.first).record(outcomes);
    (i < cases.length / 2 ? boards.early : boards.late).record(outcomes);
    if (known) seenDocs++;
    if (issuer !== undefined) seen.add(issuer);
    if (showMisses) printMisses(`${x.file}${known ? ' (issuer seen)' : ''}`, outcomes.filter((y) => fields.includes(y.field)));
    if (r && (await submitCorrections(api, thread, id, c, x.expected))) corrected++;
    if ((i + 1) % 25 === 0) process.stderr.write(`  ${c.id}: ${i + 1}/${cases.length} documents, stream micro-F1 so far ${boards.all.micro(micro).f1.toFixed(3)}\n`);
  }
  const minutes = (Date.now() - started) / 60000;
  const f1 = (b: Scoreboard) => b.micro(micro).f1.toFixed(3);
  console.log(boards.all.report(`\n-- ${c.label} (${c.id}), learning stream, plain struct, ${cases.length} documents in file-name order`, micro));
  console.log(`  micro-F1 whole stream:                 ${f1(boards.all)}  (${cases.length} documents)`);
  console.log(`  micro-F1 on documents of a seen issuer: ${seenDocs ? f1(boards.seen) : '-'}  (${seenDocs} documents whose issuer — ${ISSUER[c.id]} in the expected values — came earlier)`);
  console.log(`  micro-F1 on first-seen issuers:         ${f1(boards.first)}  (${cases.length - seenDocs} documents)`);
  console.log(`  micro-F1 first half / second half:     ${f1(boards.early)} / ${f1(boards.late)}`);
  console.log(`  corrections accepted for ${corrected} of ${cases.length} documents${reviewRoute === 'missing' ? ` (${reviewNote})` : ''}; ${failed} without a result; ${(cases.length / Math.max(minutes, 1e-9)).toFixed(1)} documents per minute`);
  return `  ${c.id.padEnd(14)} stream ${f1(boards.all)}  seen issuer ${seenDocs ? f1(boards.seen) : '  -  '} (${seenDocs} docs)  first-seen ${f1(boards.first)}  corrections ${corrected}/${cases.length}`;
}

runBench('bench:learn', async (svc) => {
  const o = parseOptions(process.argv.slice(2), ['--only', '--limit', '--show-misses', '--timeout-minutes'], 10);
  const corpora = pickCorpora(o.only);
  const summary: string[] = [];
  for (const c of corpora) summary.push(await runCorpus(svc.api, c, o.limit, o.timeoutMinutes * 60000, o.showMisses));
  console.log(`\n== learning summary (micro-F1, corpus metrics; "seen issuer": an earlier document had the same issuer in the expected values)\n${summary.join('\n')}`);
  if (reviewRoute === 'missing') console.log(`NOTE: corrections stopped or never started (${reviewNote}); documents after that point were scored without learning.`);
  return 0;
});
