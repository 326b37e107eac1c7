import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { ExtractionResult } from '../../src/pipeline/extract/types.js';
import { createTestApp, type TestApp } from './app.js';
import { waitDone } from './attachments.js';
import { makeOrg } from './factories.js';
import { makeChat, uploadJson } from './uploads.js';
import { partOf, type ListsRead } from './part-of.js';

export { partOf, type ListsRead };

/** What a probe's tests need of a document: its expected values and how many pages it has. */
export interface ProbeCase {
  expected: Record<string, unknown>;
  pages: number;
  /** why a value is not read whole yet (then what is read of it must be right as far as it goes) */
  gap: (name: string) => string | undefined;
  /** how a list read in part may hold the wanted items */
  lists: ListsRead;
}

/**
 * One test per expected value (equal, with a confidence and a citation on one of the document's
 * pages; read in part where a gap is listed) and one that nothing else is read.
 */
export function probeCases(doc: ProbeCase, extract: () => ExtractionResult) {
  let result: ExtractionResult | undefined;
  const extracted = () => (result ??= extract());
  for (const [name, value] of Object.entries(doc.expected)) {
    const gap = doc.gap(name);
    if (gap) {
      it(`${name}: what is read of it is right, though not all of it yet (${gap})`, () => {
        assert.ok(partOf(extracted().data[name], value, doc.lists), `${name} read as ${JSON.stringify(extracted().data[name])}`);
      });
      continue;
    }
    it(`${name} = ${JSON.stringify(value)}`, () => {
      const r = extracted();
      assert.deepEqual(r.data[name], value);
      for (const f of r.fields.filter((x) => x.path === `/${name}` || x.path.startsWith(`/${name}/`))) {
        assert.ok(f.confidence > 0 && f.confidence <= 1, `${f.path} has a confidence`);
        const page = f.citations[0]?.page ?? 0;
        assert.ok(page >= 1 && page <= doc.pages, `${f.path} is cited`);
      }
    });
  }
  it('reads nothing the document does not hold', () => {
    assert.deepEqual(Object.keys(extracted().data).filter((k) => !(k in doc.expected)), []);
  });
}

/** A service with workers, an organisation, a chat and the probe's schemas published as structs (`versions` by schema name). */
export function probeService(schemas: Record<string, unknown>) {
  const s = { t: null as unknown as TestApp, auth: {} as Record<string, string>, chat: '', versions: new Map<string, number>() };
  before(async () => {
    s.t = await createTestApp({ CREDITS_INITIAL_GRANT: '50' }, { workers: true });
    s.auth = (await makeOrg(s.t.services, { digitalUploads: true })).auth;
    s.chat = await makeChat(s.t, s.auth);
    for (const [name, schema] of Object.entries(schemas)) {
      const made = await s.t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: s.auth, payload: { name, schema_json: schema } });
      assert.equal(made.statusCode, 201, made.body);
      const pub = await s.t.app.inject({ method: 'POST', url: `/api/v2/structs/${made.json().slug}/publish/`, headers: s.auth });
      assert.equal(pub.statusCode, 200, pub.body);
      s.versions.set(name, pub.json().current_version.id);
    }
  });
  after(async () => {
    await s.t.close();
  });
  return s;
}

/**
 * Uploads a generated PDF with the named schema's struct, waits for it and returns its extraction
 * (from the deterministic extractor, every field cited on page 1 with its text).
 */
export async function extractThroughService(s: ReturnType<typeof probeService>, schema: string, file: string, bytes: Buffer) {
  const up = await uploadJson(s.t, s.auth, s.chat, [{ name: file, bytes }], { struct_version_id: s.versions.get(schema) });
  assert.equal(up.statusCode, 201, up.body);
  const id = up.json().created[0].id;
  const state = await waitDone(s.t.db, id);
  assert.equal(state.processing_status, 'completed', state.processing_stage);
  const r = await s.t.app.inject({ method: 'GET', url: `/api/v2/chats/${s.chat}/attachments/${id}/extraction/`, headers: s.auth });
  assert.equal(r.statusCode, 200, r.body);
  const body = r.json();
  assert.equal(body.extractor, 'deterministic');
  for (const f of body.fields) assert.ok(f.citations.length && f.citations[0].page === 1 && f.citations[0].text, JSON.stringify(f));
  return body as { data: Record<string, unknown> };
}
