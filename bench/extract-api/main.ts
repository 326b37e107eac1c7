/**
 * `npm run bench:extract`: measures schema-guided extraction through the public API on the
 * corpus in ../shared/corpus (receipts and NDAs). Starts the service in-process on a temporary
 * DATA_DIR with the embedded database, builds two structs, uploads the documents to a chat,
 * waits for processing and scores the extraction results with the corpus metric.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import { creditsRepo } from '../../src/db/repositories/credits.js';
import { startRuntime } from '../../src/main/runtime.js';
import { apiClient, ApiError, MissingRouteError } from './client.js';
import { Scoreboard } from '../extract/metric.js';
import { ndaExpected, ndas as ndaCorpus, receipts as receiptCorpus } from '../extract/corpora.js';
import { RECEIPT_FIELDS, RECEIPT_MICRO, scoreNda, scoreReceipt, type ScoredResult } from '../extract/score.js';
import { parsePairs } from './metric.js';
const receiptStruct = receiptCorpus.structs.plain;
const ndaStruct = ndaCorpus.structs.plain;

interface Doc {
  name: string;
  bytes: Uint8Array;
  mime: string;
  expected: unknown;
}

function args(argv: string[]) {
  const out = { limit: Infinity, only: 'all', corpus: path.resolve(process.cwd(), '../shared/corpus'), timeoutMinutes: 60 };
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].split('=', 2);
    const v = inline ?? argv[++i];
    if (k === '--limit') out.limit = Math.max(1, Number(v));
    else if (k === '--only') out.only = v;
    else if (k === '--corpus') out.corpus = path.resolve(v);
    else if (k === '--timeout-minutes') out.timeoutMinutes = Number(v);
    else throw new Error(`unknown option ${k} (options: --limit N, --only receipts|nda, --corpus DIR, --timeout-minutes M)`);
  }
  return out;
}

function receipts(root: string, limit: number): Doc[] {
  const dir = path.join(root, 'sroie');
  if (!fs.existsSync(path.join(dir, 'img'))) return [];
  return fs
    .readdirSync(path.join(dir, 'img'))
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .slice(0, limit)
    .map((f) => ({
      name: f,
      bytes: fs.readFileSync(path.join(dir, 'img', f)),
      mime: 'image/jpeg',
      expected: JSON.parse(fs.readFileSync(path.join(dir, 'key', f.replace(/\.jpg$/, '.json')), 'utf8')),
    }));
}

function ndas(root: string, limit: number): Doc[] {
  const dir = path.join(root, 'kleister-nda');
  if (!fs.existsSync(path.join(dir, 'train-in.tsv'))) return [];
  const names = fs.readFileSync(path.join(dir, 'train-in.tsv'), 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
  const expected = fs.readFileSync(path.join(dir, 'train-expected.tsv'), 'utf8').split('\n');
  return names.slice(0, limit).map((name, i) => ({
    name,
    bytes: fs.readFileSync(path.join(dir, 'documents', name)),
    mime: 'application/pdf',
    expected: parsePairs(expected[i] ?? ''),
  }));
}

type Client = ReturnType<typeof apiClient>;

/** Builds and publishes a struct; returns the published version id. */
async function publishStruct(api: Client, s: { slug: string }): Promise<number> {
  await api.post('/api/v2/structs/', s);
  const published = await api.post(`/api/v2/structs/${s.slug}/publish/`, {});
  const id = published?.current_version?.id;
  if (typeof id !== 'number') throw new Error(`publishing ${s.slug} did not return current_version.id`);
  return id;
}

/** Uploads the documents to a new chat pinned to the version, waits for processing, returns results by file name. */
async function runSet(api: Client, title: string, versionId: number, docs: Doc[], timeoutMs: number) {
  const chat = await api.post('/api/v2/chats/', { title });
  const thread = String(chat?.thread_id ?? chat?.id ?? chat?.public_id);
  const started = Date.now();
  const ids = new Map<number, string>();
  for (let i = 0; i < docs.length; i += 10) {
    const fd = new FormData();
    fd.append('struct_version_id', String(versionId));
    for (const d of docs.slice(i, i + 10)) fd.append('files', new Blob([Buffer.from(d.bytes)], { type: d.mime }), d.name);
    const res = await api.post(`/api/v2/chats/${thread}/attachments/`, fd);
    for (const c of res.created) ids.set(c.id, c.file_name);
    for (const s of [...res.skipped_duplicates, ...res.skipped_unsupported]) console.log(`  skipped ${s.file_name}: ${s.reason}`);
  }
  // the corpus holds some identical files: a skipped duplicate is scored with the result of its twin
  const firstByHash = new Map<string, string>();
  const twins = new Map<string, string>();
  for (const d of docs) {
    const h = crypto.createHash('sha256').update(d.bytes).digest('hex');
    const first = firstByHash.get(h);
    if (first === undefined) firstByHash.set(h, d.name);
    else twins.set(d.name, first);
  }
  const status = new Map<number, string>();
  let last = -1;
  while (Date.now() - started < timeoutMs) {
    for (let page = 1; ; page++) {
      const list = await api.get(`/api/v2/chats/${thread}/attachments/?page=${page}&page_size=100`);
      for (const a of list.results) if (ids.has(a.id)) status.set(a.id, a.processing_status);
      if (!list.next) break;
    }
    const done = [...status.values()].filter((s) => s !== 'pending').length;
    if (done !== last) console.log(`  ${title}: ${done}/${ids.size} processed`);
    last = done;
    if (done >= ids.size) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const minutes = (Date.now() - started) / 60000;
  const results = new Map<string, ScoredResult>();
  let failed = 0;
  for (const [id, name] of ids) {
    if (status.get(id) !== 'completed') {
      failed++;
      continue;
    }
    try {
      results.set(name, (await api.get(`/api/v2/chats/${thread}/attachments/${id}/extraction/`)) as ScoredResult);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  for (const [dup, first] of twins) {
    const r = results.get(first);
    if (r) results.set(dup, r);
  }
  const completed = [...status.values()].filter((s) => s === 'completed').length;
  console.log(`  ${title}: ${completed} completed, ${failed} failed or unfinished, ${(completed / Math.max(minutes, 1e-9)).toFixed(1)} documents per minute`);
  return results;
}

async function main() {
  const opts = args(process.argv.slice(2));
  if (!fs.existsSync(opts.corpus)) {
    console.log(`bench:extract: corpus not found at ${opts.corpus}; nothing to measure (put the corpus there or pass --corpus DIR).`);
    return 0;
  }
  const sets = {
    receipts: opts.only === 'all' || opts.only === 'receipts' ? receipts(opts.corpus, opts.limit) : [],
    nda: opts.only === 'all' || opts.only === 'nda' ? ndas(opts.corpus, opts.limit) : [],
  };
  if (sets.receipts.length + sets.nda.length === 0) {
    console.log(`bench:extract: no receipts (sroie/) or NDAs (kleister-nda/) under ${opts.corpus}; nothing to measure.`);
    return 0;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-'));
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
  delete env.DATABASE_URL; // always the embedded database in a temporary folder
  const rt = await startRuntime(loadConfig(env), { http: true, workers: true, listen: true, logger: false });
  try {
    const base = `http://127.0.0.1:${(rt.app!.server.address() as AddressInfo).port}`;
    const org = await rt.services.tenancy.createOrg({ name: 'Benchmark', slug: 'bench' });
    const { user } = await rt.services.tenancy.createUser({ orgSlug: 'bench', email: 'bench@example.test', password: 'bench password 1', role: 'owner' });
    const { secret } = await rt.services.apiKeys.create(org.id, user.id);
    await rt.db.transaction((tx) => creditsRepo(tx).grant(org.id, 10_000_000, 'benchmark'));
    const api = apiClient(base, secret);
    const timeoutMs = opts.timeoutMinutes * 60000;
    if (sets.receipts.length) {
      const v = await publishStruct(api, receiptStruct);
      const got = await runSet(api, 'receipts', v, sets.receipts, timeoutMs);
      const board = new Scoreboard(RECEIPT_FIELDS);
      for (const d of sets.receipts) board.record(scoreReceipt(got.get(d.name) ?? { data: {}, fields: [] }, d.expected as Record<string, string>));
      console.log(board.report(`Receipts through the API (${sets.receipts.length} documents)`, RECEIPT_MICRO));
    }
    if (sets.nda.length) {
      const v = await publishStruct(api, ndaStruct);
      const got = await runSet(api, 'nda', v, sets.nda, timeoutMs);
      const board = new Scoreboard();
      for (const d of sets.nda) board.record(scoreNda(got.get(d.name) ?? { data: {}, fields: [] }, ndaExpected((d.expected as string[]).join(' '))));
      console.log(board.report(`NDAs through the API (${sets.nda.length} documents)`));
    }
    // the service runs in this process (embedded database, in-process workers)
    console.log(`peak RSS of the service process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
    return 0;
  } catch (e) {
    if (e instanceof MissingRouteError) {
      console.error(`bench:extract cannot run: ${e.message}. This build lacks the struct, chat or upload routes the benchmark drives.`);
      return 2;
    }
    throw e;
  } finally {
    await rt.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
