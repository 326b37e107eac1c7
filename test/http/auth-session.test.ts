import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Config } from '../../src/config/config.js';
import { buildApp } from '../../src/http/app.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createAuthFor } from '../../src/main/services.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeKey, startIdp, type TestIdp } from '../helpers/idp.js';
import { login } from '../helpers/session.js';
import { openSession, quickOrg } from '../helpers/auth.js';

function multipart(boundary: string) {
  return [`--${boundary}`, 'Content-Disposition: form-data; name="files"; filename="a.txt"', 'Content-Type: text/plain', '', 'hello', `--${boundary}--`, ''].join('\r\n');
}

describe('cookieAuth: web sessions and CSRF', () => {
  let t: TestApp;
  let idp: TestIdp;
  let unauthorised: unknown;
  let o: Awaited<ReturnType<typeof makeOrg>>;

  before(async () => {
    idp = await startIdp({ keys: [await makeKey('s1')], clients: [{ clientId: 'web-user' }] });
    t = await createTestApp({ OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: idp.audience, TRUSTED_ORIGINS: 'https://app.example.test', SESSION_TTL_MINUTES: '90' });
    unauthorised = (await t.app.inject({ method: 'GET', url: '/api/v2/me/' })).json();
    o = await makeOrg(t.services); // the one user with a password: argon2id is slow by design
  });
  after(async () => {
    await t?.close();
    await idp?.close();
  });

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/me/', headers });

  it('login sets an HttpOnly, SameSite, path-wide cookie with the session lifetime; the session works', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: o.user.email.toUpperCase(), password: o.password } });
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().organisation.slug, o.org.slug);
    const c = String(r.headers['set-cookie']);
    assert.match(c, /^sessionid=[A-Za-z0-9_-]{43}; /);
    assert.match(c, /; HttpOnly/);
    assert.match(c, /; SameSite=Lax/);
    assert.match(c, /; Path=\//);
    assert.match(c, /; Max-Age=5400/);
    assert.doesNotMatch(c, /Secure/, 'plain HTTP under COOKIE_SECURE=auto');
    const sid = /^sessionid=([^;]*)/.exec(c)![1];
    const m = await me({ cookie: `theme=dark; sessionid=${sid}` });
    assert.equal(m.statusCode, 200);
    assert.equal(m.json().user.id, o.user.id);
  });

  it('marks the cookie Secure per COOKIE_SECURE, honouring X-Forwarded-Proto only with TRUST_PROXY', async () => {
    const q = await quickOrg(t.services);
    const cookieWith = async (auth: Partial<Config['auth']>, headers: Record<string, string> = {}, viaLogin = false) => {
      const config = { ...t.config, auth: { ...t.config.auth, ...auth } } as Config;
      const app = await buildApp({ config, db: t.db, services: t.services, auth: createAuthFor(config, t.services), routes: routeModules, logger: false });
      try {
        // login and logout set the cookie through the same rule; logout needs no password check
        const r = viaLogin
          ? await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: o.user.email, password: o.password }, headers })
          : await app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: { ...(await openSession(t.db, q.user.id, q.org.id)).headers, ...headers } });
        assert.ok(r.statusCode === 200 || r.statusCode === 204, r.body);
        return String(r.headers['set-cookie']);
      } finally {
        await app.close();
      }
    };
    assert.match(await cookieWith({ cookieSecure: 'always' }, {}, true), /^sessionid=[\w-]{43};.*; Secure/);
    assert.match(await cookieWith({ cookieSecure: 'always' }), /; Secure/);
    assert.doesNotMatch(await cookieWith({ cookieSecure: 'never' }, { 'x-forwarded-proto': 'https' }), /Secure/);
    assert.doesNotMatch(await cookieWith({ cookieSecure: 'auto' }, { 'x-forwarded-proto': 'https' }), /Secure/, 'proxy header not trusted by default');
    assert.match(await cookieWith({ cookieSecure: 'auto', trustProxy: true }, { 'x-forwarded-proto': 'https', origin: 'https://localhost:80' }), /; Secure/);
  });

  it('refuses a wrong password, an unknown e-mail and a password-less user with the one 401 body', async () => {
    await t.services.tenancy.createUser({ orgSlug: o.org.slug, email: `nopass-${o.org.slug}@example.test` });
    for (const payload of [
      { email: o.user.email, password: 'not the password' },
      { email: `nobody-${o.org.slug}@example.test`, password: o.password },
      { email: `nopass-${o.org.slug}@example.test`, password: o.password },
    ]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload });
      assert.equal(r.statusCode, 401);
      assert.deepEqual(r.json(), unauthorised);
      assert.equal(r.headers['set-cookie'], undefined);
    }
  });

  it('issues a new id at every login and drops the session presented at login', async () => {
    const first = await login(t.app, o.user.email, o.password);
    const second = await login(t.app, o.user.email, o.password, { cookie: `sessionid=${first.sid}` });
    assert.notEqual(second.sid, first.sid);
    assert.equal((await me({ cookie: `sessionid=${first.sid}` })).statusCode, 401, 'a fixated id does not survive login');
    assert.equal((await me({ cookie: `sessionid=${second.sid}` })).statusCode, 200);
  });

  it('logout invalidates the session on the server and clears the cookie', async () => {
    const q = await quickOrg(t.services);
    const s = await openSession(t.db, q.user.id, q.org.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: s.headers });
    assert.equal(out.statusCode, 204);
    assert.match(String(out.headers['set-cookie']), /^sessionid=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0/);
    const r = await me({ cookie: `sessionid=${s.sid}` });
    assert.equal(r.statusCode, 401);
    assert.deepEqual(r.json(), unauthorised);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: s.headers })).statusCode, 401);
  });

  it('expires sessions server-side and answers unknown or malformed session ids with the one 401', async () => {
    const q = await quickOrg(t.services);
    const s = await openSession(t.db, q.user.id, q.org.id);
    assert.equal((await me({ cookie: `sessionid=${s.sid}` })).statusCode, 200);
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [q.user.id]);
    for (const cookie of [`sessionid=${s.sid}`, `sessionid=${'A'.repeat(43)}`, 'sessionid=%E0%A4%A', "sessionid=' OR 1=1 --", 'sessionid=']) {
      const r = await me({ cookie });
      assert.equal(r.statusCode, 401, cookie);
      assert.deepEqual(r.json(), unauthorised);
    }
  });

  it('ends the session when the membership is removed', async () => {
    const q = await quickOrg(t.services);
    const s = await openSession(t.db, q.user.id, q.org.id);
    await t.db.query(`DELETE FROM memberships WHERE user_id = $1`, [q.user.id]);
    assert.equal((await me({ cookie: `sessionid=${s.sid}` })).statusCode, 401);
  });

  it('refuses a cross-site multipart POST carrying the session cookie; same-origin and trusted origins pass', async () => {
    const q = await quickOrg(t.services);
    const s = await openSession(t.db, q.user.id, q.org.id);
    const before = await t.services.apiKeys.active(q.org.id);
    const boundary = 'x-boundary-123';
    const cross = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/keys/',
        headers: { cookie: `sessionid=${s.sid}`, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: multipart(boundary),
      });
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      {},
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost.evil.example' },
    ]) {
      const r = await cross(headers);
      assert.equal(r.statusCode, 403, JSON.stringify(headers));
      assert.equal(r.json().code, 'csrf_failed');
    }
    assert.deepEqual(await t.services.apiKeys.active(q.org.id), before, 'nothing changed');
    // cross-site DELETE and JSON POST too
    const del = await t.app.inject({ method: 'DELETE', url: '/api/keys/', headers: { cookie: `sessionid=${s.sid}`, origin: 'https://evil.example' } });
    assert.equal(del.statusCode, 403);
    const out = await t.app.inject({ method: 'POST', url: '/api/v2/auth/logout', headers: { cookie: `sessionid=${s.sid}`, origin: 'https://evil.example' } });
    assert.equal(out.statusCode, 403);

    const same = await t.app.inject({ method: 'POST', url: '/api/keys/', headers: s.headers });
    assert.equal(same.statusCode, 201);
    const viaReferer = await t.app.inject({ method: 'POST', url: '/api/keys/', headers: { cookie: `sessionid=${s.sid}`, referer: 'http://localhost/settings/api' } });
    assert.equal(viaReferer.statusCode, 201);
    const trusted = await t.app.inject({ method: 'POST', url: '/api/keys/', headers: { cookie: `sessionid=${s.sid}`, origin: 'https://app.example.test' } });
    assert.equal(trusted.statusCode, 201);
  });

  it('leaves bearer clients unaffected by the CSRF rule', async () => {
    const q = await quickOrg(t.services);
    await t.services.identity.link({ orgSlug: q.org.slug, email: q.user.email, subject: 'web-user' });
    const s = await openSession(t.db, q.user.id, q.org.id);
    const token = await idp.token('web-user');
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/keys/',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: `sessionid=${s.sid}` },
    });
    assert.equal(r.statusCode, 201, r.body);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/keys/', headers: { authorization: `Bearer ${token}` } });
    assert.equal(del.statusCode, 204);
  });

  it('refuses a cross-site login post (login CSRF)', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: o.user.email, password: o.password }, headers: { origin: 'https://evil.example' } });
    assert.equal(r.statusCode, 403);
    assert.equal(r.headers['set-cookie'], undefined);
  });
});
