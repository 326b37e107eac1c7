/** The API steps the benchmarks drive: publish a struct, upload documents to a chat, wait, read results. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { BenchStruct, Case } from '../extract/corpora.js';
import type { ScoredResult } from '../extract/score.js';
import { ApiError } from './client.js';
import type { Client } from './service.js';

/** Creates and publishes a struct; returns the published version id. */
export async function publishStruct(api: Client, s: BenchStruct): Promise<number> {
  await api.post('/api/v2/structs/', s);
  const published = await api.post(`/api/v2/structs/${s.slug}/publish/`, {});
  const id = published?.current_version?.id;
  if (typeof id !== 'number') throw new Error(`publishing ${s.slug} did not return current_version.id`);
  return id;
}

/** Creates a chat and returns its thread id. */
export async function createChat(api: Client, title: string): Promise<string> {
  const chat = await api.post('/api/v2/chats/', { title });
  return String(chat?.thread_id ?? chat?.id);
}

/**
 * A document to upload: its bytes, or its path, whose file is then sent from the disk as the
 * request is written (the client holds no copy of the corpus in the process whose peak RSS the
 * benchmark reports as the service's).
 */
export type UploadDoc = { file: string; mime: string } & ({ bytes: Uint8Array } | { path: string });

function bytesOf(d: UploadDoc): Uint8Array {
  return 'bytes' in d ? d.bytes : fs.readFileSync(d.path);
}

/** Uploads documents (at most 20 per request) pinned to a struct version; returns attachment id → file name. */
export async function upload(api: Client, thread: string, versionId: number, docs: UploadDoc[]): Promise<Map<number, string>> {
  const ids = new Map<number, string>();
  for (let i = 0; i < docs.length; i += 20) {
    const fd = new FormData();
    fd.append('struct_version_id', String(versionId));
    for (const d of docs.slice(i, i + 20)) fd.append('files', 'bytes' in d ? new Blob([Buffer.from(d.bytes)], { type: d.mime }) : await fs.openAsBlob(d.path, { type: d.mime }), d.file);
    const res = await api.post(`/api/v2/chats/${thread}/attachments/`, fd);
    for (const c of res.created) ids.set(c.id, c.file_name);
    for (const s of [...res.skipped_duplicates, ...res.skipped_unsupported]) if (s.reason !== 'duplicate') console.log(`  skipped ${s.file_name}: ${s.reason}`);
  }
  return ids;
}

/** Maps each file whose bytes repeat an earlier file's to that earlier file (a chat keeps identical bytes once). */
export function twinsOf(docs: UploadDoc[]): Map<string, string> {
  const first = new Map<string, string>();
  const twins = new Map<string, string>();
  for (const d of docs) {
    const h = crypto.createHash('sha256').update(bytesOf(d)).digest('hex');
    const f = first.get(h);
    if (f === undefined) first.set(h, d.file);
    else twins.set(d.file, f);
  }
  return twins;
}

/** Polls the chat's attachment list until every id is no longer pending (or the time is up); returns id → status. */
export async function waitForAll(api: Client, thread: string, ids: Map<number, string>, timeoutMs: number, label: string): Promise<Map<number, string>> {
  const started = Date.now();
  const status = new Map<number, string>();
  let last = -1;
  let shown = 0;
  while (Date.now() - started < timeoutMs) {
    for (let page = 1; ; page++) {
      const list = await api.get(`/api/v2/chats/${thread}/attachments/?page=${page}&page_size=100`);
      for (const a of list.results) if (ids.has(a.id)) status.set(a.id, a.processing_status);
      if (!list.next) break;
    }
    const done = [...status.values()].filter((s) => s !== 'pending').length;
    if (done !== last && (done === ids.size || Date.now() - shown > 15000)) {
      process.stderr.write(`  ${label}: ${done}/${ids.size} processed\n`);
      last = done;
      shown = Date.now();
    }
    if (done >= ids.size) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return status;
}

/** Waits for one attachment to leave pending; returns its status ('timeout' when the time is up). */
export async function waitForOne(api: Client, thread: string, id: number, timeoutMs: number): Promise<string> {
  const started = Date.now();
  for (let delay = 100; Date.now() - started < timeoutMs; delay = Math.min(1000, delay * 2)) {
    const a = await api.get(`/api/v2/chats/${thread}/attachments/${id}/`);
    if (a.processing_status !== 'pending') return String(a.processing_status);
    await new Promise((r) => setTimeout(r, delay));
  }
  return 'timeout';
}

/** Reads an attachment's extraction result; undefined when it has none. */
export async function fetchExtraction(api: Client, thread: string, id: number): Promise<ScoredResult | undefined> {
  try {
    return (await api.get(`/api/v2/chats/${thread}/attachments/${id}/extraction/`)) as ScoredResult;
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 409)) return undefined;
    throw e;
  }
}

/** The cases' bytes, read once. */
export function withBytes(cases: Case[], read: (path: string) => Uint8Array): (Case & { bytes: Uint8Array })[] {
  return cases.map((c) => ({ ...c, bytes: read(c.path) }));
}
