import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { login } from '../helpers/session.js';

type Inject = TestApp['app']['inject'];

function statuses(rs: Awaited<ReturnType<Inject>>[]) {
  const out: Record<number, number> = {};
  for (const r of rs) out[r.statusCode] = (out[r.statusCode] ?? 0) + 1;
  return out;
}

describe('request throttling with the default number of requests per window', () => {
  // The window is widened so that the burst lands in one window however slow the machine is;
  // the default window itself (10 s) is checked with the configuration.
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_WINDOW_SECONDS: '600' });
  });
  after(() => t.close());

  it('a burst of 400 requests from one API key gets 429 rate_limited with Retry-After; another key is unaffected', async () => {
    const a = await makeOrg(t.services);
    const b = await makeOrg(t.services);
    const burst = await Promise.all(Array.from({ length: 400 }, () => t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: a.auth })));
    const counts = statuses(burst);
    assert.equal(counts[200], 300, JSON.stringify(counts));
    assert.equal(counts[429], 100, JSON.stringify(counts));
    const limited = burst.find((r) => r.statusCode === 429)!;
    assert.equal(limited.json().code, 'rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600, String(limited.headers['retry-after']));
    const other = await t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: b.auth });
    assert.equal(other.statusCode, 200, 'the limit is per credential');
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200, 'probes are never throttled');
  });
});

describe('request throttling with small limits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5', RATE_LIMIT_ANONYMOUS_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  after(() => t.close());

  const get = (headers: Record<string, string>, remoteAddress = '192.0.2.1') =>
    t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers, remoteAddress });

  it('counts a web session on its own, wherever its requests come from', async () => {
    const o = await makeOrg(t.services);
    const s = await login(t.app, o.user.email, o.password);
    const rs = [];
    for (let i = 0; i < 6; i++) rs.push(await get(s.headers, `198.51.100.${i + 1}`));
    assert.deepEqual(statuses(rs), { 200: 5, 429: 1 });
    const s2 = await login(t.app, o.user.email, o.password);
    assert.equal((await get(s2.headers)).statusCode, 200, 'a second session has its own bucket');
  });

  it('counts unauthenticated requests and invalid credentials per address', async () => {
    const rs = [];
    for (let i = 0; i < 2; i++) rs.push(await get({}, '192.0.2.50'));
    rs.push(await get({ authorization: 'Bearer sk-service-not-a-real-key' }, '192.0.2.50'));
    rs.push(await get({ authorization: 'Bearer sk-service-another-guess' }, '192.0.2.50'));
    assert.deepEqual(rs.map((r) => r.statusCode), [401, 401, 401, 429]);
    assert.equal(rs[3].json().code, 'rate_limited');
    assert.equal((await get({}, '192.0.2.51')).statusCode, 401, 'another address has its own bucket');
    // IPv6 clients count per /64
    const v6 = [];
    for (let i = 1; i <= 4; i++) v6.push(await get({}, `2001:db8:1:2::${i}`));
    assert.deepEqual(v6.map((r) => r.statusCode), [401, 401, 401, 429]);
  });
});

describe('request throttling behind a trusted proxy', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_ANONYMOUS_MAX: '1', TRUST_PROXY: 'true' });
  });
  after(() => t.close());

  it('counts the client address from X-Forwarded-For', async () => {
    const get = (client: string) =>
      t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: { 'x-forwarded-for': client }, remoteAddress: '10.0.0.1' });
    assert.equal((await get('192.0.2.1')).statusCode, 401);
    assert.equal((await get('192.0.2.2')).statusCode, 401);
    assert.equal((await get('192.0.2.1')).statusCode, 429);
  });
});
