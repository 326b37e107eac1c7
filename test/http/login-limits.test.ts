import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';

describe('sign-in attempt limits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '5', LOGIN_WINDOW_SECONDS: '600' });
  });
  after(() => t.close());

  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, remoteAddress });

  it('refuses an account after its failures, even with the right password, from any address', async () => {
    const o = await makeOrg(t.services);
    for (let i = 1; i <= 3; i++) assert.equal((await attempt(o.user.email, 'wrong', `192.0.2.${i}`)).statusCode, 401);
    const r = await attempt(o.user.email.toUpperCase(), o.password, '192.0.2.9');
    assert.equal(r.statusCode, 429);
    assert.equal(r.json().code, 'rate_limited');
    const retryAfter = Number(r.headers['retry-after']);
    assert.ok(retryAfter > 590 && retryAfter <= 600, String(r.headers['retry-after']));
    assert.equal(r.headers['set-cookie'], undefined);
  });

  it('a success clears the account count; only failures add up', async () => {
    const o = await makeOrg(t.services);
    for (let round = 0; round < 3; round++) {
      // two failures per round from a fresh address, so only the account count is in play
      assert.equal((await attempt(o.user.email, 'wrong', `198.51.100.${round + 10}`)).statusCode, 401);
      assert.equal((await attempt(o.user.email, 'wrong', `198.51.100.${round + 10}`)).statusCode, 401);
      assert.equal((await attempt(o.user.email, o.password, `198.51.100.${round + 2}`)).statusCode, 200);
    }
  });

  it('refuses an address after its failures on any accounts, while other addresses still sign in', async () => {
    const o = await makeOrg(t.services);
    for (let i = 0; i < 5; i++) assert.equal((await attempt(`nobody${i}@example.test`, 'guess', '203.0.113.7')).statusCode, 401);
    const r = await attempt(o.user.email, o.password, '203.0.113.7');
    assert.equal(r.statusCode, 429);
    assert.ok(Number(r.headers['retry-after']) > 0);
    assert.equal((await attempt(o.user.email, o.password, '203.0.113.8')).statusCode, 200);
  });
});
