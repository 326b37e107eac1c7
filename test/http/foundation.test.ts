import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildApp } from '../../src/http/app.js';
import { createAuthFor } from '../../src/main/auth.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';

describe('foundation', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers /healthz and /readyz', async () => {
    const h = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(h.statusCode, 200);
    const r = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(r.statusCode, 200);
    assert.deepEqual(r.json(), { status: 'ok' });
  });

  it('echoes a request id and generates one when absent', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    assert.equal(a.headers['x-request-id'], 'abc-123');
    const b = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    assert.match(String(b.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api/ routes with the JSON error shape', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/v2/does-not-exist/' });
    assert.equal(r.statusCode, 404);
    assert.deepEqual(Object.keys(r.json()).sort(), ['code', 'message']);
    assert.equal(r.json().code, 'route_not_found');
  });

  it('answers 401 with one body when the credential is missing, malformed or unknown', async () => {
    const bodies = await Promise.all(
      [undefined, 'Basic abc', 'Bearer sk-service-unknown', 'Bearer '].map((authorization) =>
        t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: authorization ? { authorization } : {} }),
      ),
    );
    for (const r of bodies) {
      assert.equal(r.statusCode, 401);
      assert.deepEqual(r.json(), bodies[0].json());
    }
  });

  it('serves a valid OpenAPI 3.1 document naming the three schemes on operations', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/schema/' });
    assert.equal(r.statusCode, 200);
    const doc = r.json();
    assert.equal(doc.openapi, '3.1.0');
    const v = new Validator();
    const res = await v.validate(doc);
    assert.equal(res.valid, true, JSON.stringify(res.errors));
    const op = doc.paths['/api/v2/organisation/'].get;
    assert.deepEqual(op.security, [{ extractApiKey: [] }, { bearerAuth: [] }, { cookieAuth: [] }]);
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    assert.ok([200, 302].includes(docs.statusCode));
  });

  it('exposes Prometheus metrics', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /structa_http_requests_total/);
  });

  it('resolves an API key to its organisation', async () => {
    const o = await makeOrg(t.services);
    const r = await t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: o.auth });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().slug, o.org.slug);
  });

  it('turns unexpected errors into a 500 internal_error without a stack', async () => {
    const app = await buildApp({
      config: t.config,
      db: t.db,
      services: t.services,
      auth: createAuthFor(t.config, t.services),
      logger: false,
      routes: [
        (a) => {
          a.get('/api/v2/__boom', async () => {
            throw new Error('secret detail at /src/x.ts:1');
          });
        },
      ],
    });
    const r = await app.inject({ method: 'GET', url: '/api/v2/__boom' });
    await app.close();
    assert.equal(r.statusCode, 500);
    assert.deepEqual(r.json(), { code: 'internal_error', message: 'an unexpected error occurred' });
  });
});
