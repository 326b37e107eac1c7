import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/http/app.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createProcessor } from '../../src/domain/processing/processor.js';
import { workerLogger } from '../../src/jobs/log.js';
import { processAttachmentJob } from '../../src/jobs/process-attachment.js';
import { createAuthFor } from '../../src/main/auth.js';
import { createBlobStore } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makePdf, uploadForm } from '../helpers/uploads.js';

/** A writable stream collecting pino's JSON lines. */
function capture() {
  const lines: any[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l.trim()) lines.push(JSON.parse(l));
      cb();
    },
  });
  return { lines, stream };
}

describe('logs: one access line per request, one line per job start and end', () => {
  let t: TestApp;
  let o: Awaited<ReturnType<typeof makeOrg>>;
  before(async () => {
    t = await createTestApp();
    o = await makeOrg(t.services);
  });
  after(async () => {
    await t.close();
  });

  it('writes exactly one info line per request, with method, redacted url, status and time', async () => {
    const { lines, stream } = capture();
    const app = await buildApp({ config: t.config, db: t.db, services: t.services, auth: createAuthFor(t.config, t.services), routes: routeModules, logger: { level: 'info', stream } });
    try {
      const requests = [
        { method: 'GET' as const, url: '/healthz', headers: {} },
        { method: 'GET' as const, url: '/api/v2/chats/?api_key=sk-service-secretvalue', headers: o.auth },
        { method: 'GET' as const, url: '/api/v2/nowhere/', headers: o.auth },
        { method: 'GET' as const, url: '/api/v2/chats/', headers: { authorization: 'Bearer wrong' } },
      ];
      for (const r of requests) await app.inject(r);
      assert.equal(lines.length, requests.length, JSON.stringify(lines, null, 1));
      assert.deepEqual(lines.map((l) => [l.level, l.msg]), requests.map(() => [30, 'request completed']));
      assert.deepEqual(lines.map((l) => l.req.url), ['/healthz', '/api/v2/chats/?api_key=[redacted]', '/api/v2/nowhere/', '/api/v2/chats/']);
      assert.deepEqual(lines.map((l) => l.res.statusCode), [200, 200, 404, 401]);
      for (const l of lines) {
        assert.equal(typeof l.responseTime, 'number');
        assert.equal(typeof l.reqId, 'string');
        assert.equal(l.req.method, 'GET');
      }
      // a progress stream (a hijacked reply) gets one line too, when it ends
      const chat = await makeChat(t, o.auth);
      const up = await uploadForm(t, o.auth, chat, [{ name: 'a.pdf', bytes: makePdf() }]);
      await t.db.query(`UPDATE attachments SET processing_status = 'failed', processing_stage = 'x: y' WHERE id = $1`, [up.json().created[0].id]);
      lines.length = 0;
      const sse = await app.inject({ method: 'GET', url: `/api/v2/chats/${chat}/attachments/${up.json().created[0].id}/events/`, headers: o.auth });
      assert.equal(sse.statusCode, 200);
      assert.equal(lines.length, 1, JSON.stringify(lines));
      assert.equal(lines[0].msg, 'request completed');
      assert.equal(lines[0].res.statusCode, 200);
      assert.match(lines[0].req.url, /\/events\/$/);
    } finally {
      await app.close();
    }
  });

  it('writes no access line for requests that succeed when LOG_REQUESTS is off, and still logs server errors', async () => {
    const { lines, stream } = capture();
    const config = { ...t.config, logRequests: false };
    const app = await buildApp({ config, db: t.db, services: t.services, auth: createAuthFor(config, t.services), routes: routeModules, logger: { level: 'info', stream } });
    try {
      app.get('/boom', async () => {
        throw new Error('boom');
      });
      for (const url of ['/healthz', '/api/v2/chats/']) assert.ok((await app.inject({ method: 'GET', url, headers: o.auth })).statusCode < 500);
      assert.deepEqual(lines.filter((l) => l.msg === 'request completed'), []);
      assert.equal((await app.inject({ method: 'GET', url: '/boom' })).statusCode, 500);
      assert.ok(lines.some((l) => l.level >= 50), JSON.stringify(lines));
    } finally {
      await app.close();
    }
  });

  it('logs one line when a job starts and one when it completes or fails, with id, run, stage, duration and code', async () => {
    const { lines, stream } = capture();
    const p = t.config.pipeline;
    const processor = createProcessor({
      db: t.db,
      blobs: createBlobStore(t.config),
      credits: t.services.credits,
      recognition: { languages: [...p.ocrLanguages], engine: p.ocrEngine, maxPages: p.maxPages, maxPixels: p.maxPixels, timeoutMs: p.parseTimeoutMs, memoryMb: p.parseMemoryMb },
      log: workerLogger({ logLevel: 'info' }, stream),
    });
    const job = processAttachmentJob(processor, { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60, concurrency: 1 });
    const chat = await makeChat(t, o.auth);
    const up = await uploadForm(t, o.auth, chat, [
      { name: 'good.pdf', bytes: makePdf('Invoice 4711') },
      { name: 'broken.pdf', bytes: Buffer.from('%PDF-1.4\nnot really a document\n') },
    ]);
    assert.equal(up.statusCode, 201, up.body);
    const [good, broken] = up.json().created.map((a: any) => a.id as number);

    assert.equal(await job.handler({ attachment_id: good }, { id: 'j1', retryCount: 0, retryLimit: 0 }), 'completed');
    assert.equal(lines.length, 2, JSON.stringify(lines));
    assert.deepEqual(
      lines.map((l) => [l.level, l.msg, l.attachment_id, l.run, l.attempt, l.stage, l.component]),
      [
        [30, 'processing started', good, 1, 1, 'detecting', 'worker'],
        [30, 'processing completed', good, 1, 1, 'completed', 'worker'],
      ],
    );
    assert.equal(lines[1].outcome, 'completed');
    assert.ok(Number.isInteger(lines[1].duration_ms) && lines[1].duration_ms >= 0);
    assert.equal(lines[1].error_code, undefined);

    lines.length = 0;
    assert.equal(await job.handler({ attachment_id: broken }, { id: 'j2', retryCount: 0, retryLimit: 0 }), 'failed');
    assert.equal(lines.length, 2, JSON.stringify(lines));
    assert.deepEqual(lines.map((l) => l.msg), ['processing started', 'processing failed']);
    assert.equal(lines[1].attachment_id, broken);
    assert.equal(lines[1].run, 1);
    assert.equal(lines[1].stage, 'extracting_text');
    assert.match(lines[1].error_code, /^[a-z_]+$/);
    const row = await t.db.query<{ processing_stage: string }>(`SELECT processing_stage FROM attachments WHERE id = $1`, [broken]);
    assert.ok(row.rows[0].processing_stage.startsWith(`${lines[1].error_code}:`), row.rows[0].processing_stage);

    // a job with nothing left to do (the attachment already completed) writes nothing
    lines.length = 0;
    assert.equal(await job.handler({ attachment_id: good }, { id: 'j3', retryCount: 0, retryLimit: 0 }), 'skipped');
    assert.deepEqual(lines, []);
  });
});
