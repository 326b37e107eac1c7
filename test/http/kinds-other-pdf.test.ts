import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { waitDone } from '../helpers/attachments.js';
import { makeOrg } from '../helpers/factories.js';
import { OTHER_PROBE, OTHER_SCHEMAS, sheetPdf } from '../helpers/kinds-other.js';
import { makeChat, uploadJson } from '../helpers/uploads.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;

// An agreement and a booking, generated as digital PDFs and read through the service with plain schemas.
const PICKED = [['nda', 'en'], ['flight_booking', 'en']] as const;
// the values of each that the extractor reads right (the others are listed in the probe's test with the reason)
const READ: Record<string, string[]> = {
  nda: ['parties', 'effective_date', 'term', 'governing_law'],
  flight_booking: ['booking_reference', 'total_price', 'currency'],
};

describe('extraction of an agreement and a booking from generated PDFs through the API', () => {
  let t: TestApp;
  let o: Org;
  let chat: string;
  const versions = new Map<string, number>();

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '50' }, { workers: true });
    o = await makeOrg(t.services, { digitalUploads: true });
    chat = await makeChat(t, o.auth);
    for (const [kind] of PICKED) {
      const s = await t.app.inject({ method: 'POST', url: '/api/v2/structs/', headers: o.auth, payload: { name: kind, schema_json: OTHER_SCHEMAS[kind] } });
      assert.equal(s.statusCode, 201, s.body);
      const pub = await t.app.inject({ method: 'POST', url: `/api/v2/structs/${s.json().slug}/publish/`, headers: o.auth });
      assert.equal(pub.statusCode, 200, pub.body);
      versions.set(kind, pub.json().current_version.id);
    }
  });
  after(async () => {
    await t.close();
  });

  for (const [kind, lang] of PICKED) {
    it(`reads a ${kind.replace(/_/g, ' ')} in ${lang} with every value cited`, async () => {
      const doc = OTHER_PROBE.find((d) => d.kind === kind && d.lang === lang)!;
      const up = await uploadJson(t, o.auth, chat, [{ name: `${kind}-${lang}.pdf`, bytes: sheetPdf(doc.rows) }], { struct_version_id: versions.get(kind) });
      assert.equal(up.statusCode, 201, up.body);
      const id = up.json().created[0].id;
      const s = await waitDone(t.db, id);
      assert.equal(s.processing_status, 'completed', s.processing_stage);
      const r = await t.app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${id}/extraction/`, headers: o.auth });
      assert.equal(r.statusCode, 200, r.body);
      const body = r.json();
      assert.equal(body.extractor, 'deterministic');
      for (const name of READ[kind]) assert.deepEqual(body.data[name], doc.expected[name], name);
      for (const f of body.fields) assert.ok(f.citations.length && f.citations[0].page === 1 && f.citations[0].text, JSON.stringify(f));
    });
  }
});
