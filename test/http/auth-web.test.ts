import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { Config } from '../../src/config/config.js';
import { buildApp } from '../../src/http/app.js';
import { adminCommands } from '../../src/main/admin-commands.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createAuthFor } from '../../src/main/auth.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeKey, startIdp, type TestIdp } from '../helpers/idp.js';
import { login } from '../helpers/session.js';
import { addMember, openSession, quickOrg } from '../helpers/auth.js';

function multipart(boundary: string) {
  return [`--${boundary}`, 'Content-Disposition: form-data; name="files"; filename="a.txt"', 'Content-Type: text/plain', '', 'hello', `--${boundary}--`, ''].join('\r\n');
}

describe('cookieAuth: web sessions and CSRF; API key management', () => {
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
    const stale = await openSession(t.db, o.user.id, o.org.id);
    const aged = await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE id_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [stale.sid]);
    assert.equal(aged.rowCount, 1);
    const second = await login(t.app, o.user.email, o.password, { cookie: `sessionid=${first.sid}` });
    const expired = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND expires_at <= now()`, [o.user.id]);
    assert.equal(expired.rows[0].n, 0, 'expired sessions are swept at login');
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
    // an edit made outside the service reaches a process within AUTH_CACHE_SECONDS (docs/dispatch.md); skip that wait
    t.services.authCache.clear();
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

  it('declares the three schemes on every operation except login in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
    const three = [{ extractApiKey: [] }, { bearerAuth: [] }, { cookieAuth: [] }];
    let seen = 0;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>)) {
      for (const [method, op] of Object.entries(ops)) {
        seen++;
        if (path === '/api/v2/auth/login') assert.deepEqual(op.security, [], 'login is public');
        else assert.deepEqual(op.security, three, `${method} ${path}`);
      }
    }
    assert.ok(seen >= 16);
  });

  it('refuses a cross-site login post (login CSRF)', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: o.user.email, password: o.password }, headers: { origin: 'https://evil.example' } });
    assert.equal(r.statusCode, 403);
    assert.equal(r.headers['set-cookie'], undefined);
  });
  describe('organisation API keys at /api/keys/', () => {
    const orgGet = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers });

    it('creates, shows (without the secret), replaces and revokes the key', async () => {
      const o = await quickOrg(t.services);
      const s = await openSession(t.db, o.user.id, o.org.id);
      const created = await t.app.inject({ method: 'POST', url: '/api/keys/', headers: s.headers });
      assert.equal(created.statusCode, 201, created.body);
      const body = created.json();
      assert.match(body.key, /^sk-service-[A-Za-z0-9_-]{43}$/);
      assert.ok(body.key.startsWith(body.prefix));
      assert.equal(body.created_by, o.user.id);
      assert.deepEqual(Object.keys(body).sort(), ['created_at', 'created_by', 'key', 'last_used_at', 'prefix']);

      assert.equal((await orgGet({ authorization: `Bearer ${o.apiKey}` })).statusCode, 401, 'the previous key was replaced');
      assert.equal((await orgGet({ authorization: `Bearer ${body.key}` })).statusCode, 200);

      const shown = await t.app.inject({ method: 'GET', url: '/api/keys/', headers: s.headers });
      assert.equal(shown.statusCode, 200);
      assert.deepEqual(Object.keys(shown.json()).sort(), ['created_at', 'created_by', 'last_used_at', 'prefix']);
      assert.equal(shown.json().prefix, body.prefix);
      assert.ok(shown.json().last_used_at, 'last use is recorded');
      assert.ok(!shown.body.includes(body.key));

      const revoked = await t.app.inject({ method: 'DELETE', url: '/api/keys/', headers: s.headers });
      assert.equal(revoked.statusCode, 204);
      assert.equal((await orgGet({ authorization: `Bearer ${body.key}` })).statusCode, 401);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/keys/', headers: s.headers })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'DELETE', url: '/api/keys/', headers: s.headers })).statusCode, 404);
    });

    it('answers an unknown and a revoked key with the same 401; a key in the query string is ignored', async () => {
      const o = await quickOrg(t.services);
      await t.services.apiKeys.revoke(o.org.id);
      const revoked = await orgGet({ authorization: `Bearer ${o.apiKey}` });
      const unknown = await orgGet({ authorization: `Bearer sk-service-${'A'.repeat(43)}` });
      const samePrefix = await orgGet({ authorization: `Bearer ${o.apiKey.slice(0, -4)}AAAA` });
      for (const r of [revoked, unknown, samePrefix]) {
        assert.equal(r.statusCode, 401);
        assert.deepEqual(r.json(), unknown.json());
      }
      const o2 = await quickOrg(t.services);
      const q = await t.app.inject({ method: 'GET', url: `/api/v2/organisation/?api_key=${encodeURIComponent(o2.apiKey)}&key=${encodeURIComponent(o2.apiKey)}` });
      assert.equal(q.statusCode, 401);
    });

    it('refuses key management to an API key (403) and to a member (403); allows an admin', async () => {
      const o = await quickOrg(t.services);
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const r = await t.app.inject({ method, url: '/api/keys/', headers: o.auth });
        assert.equal(r.statusCode, 403, `${method} with an API key`);
        assert.equal(r.json().code, 'personal_route');
      }
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/keys/' })).statusCode, 401);
      const m = await openSession(t.db, (await addMember(t.services, o.org.slug, 'member')).id, o.org.id);
      for (const method of ['POST', 'GET', 'DELETE'] as const) {
        const r = await t.app.inject({ method, url: '/api/keys/', headers: m.headers });
        assert.equal(r.statusCode, 403, `${method} as a member`);
        assert.equal(r.json().code, 'permission_denied');
      }
      const a = await openSession(t.db, (await addMember(t.services, o.org.slug, 'admin')).id, o.org.id);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/keys/', headers: a.headers })).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/keys/', headers: a.headers })).statusCode, 201);
    });

    it('leaves exactly one active key after concurrent creates', async () => {
      const o = await quickOrg(t.services);
      const s = await openSession(t.db, o.user.id, o.org.id);
      const results = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/keys/', headers: s.headers })));
      for (const r of results) assert.equal(r.statusCode, 201, r.body);
      const active = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL`, [o.org.id]);
      assert.equal(active.rows[0].n, 1);
      const working = await Promise.all(results.map((r) => orgGet({ authorization: `Bearer ${r.json().key}` })));
      assert.equal(working.filter((r) => r.statusCode === 200).length, 1);
      // the service layer too, without HTTP in between
      await Promise.all(Array.from({ length: 5 }, () => t.services.apiKeys.create(o.org.id, null)));
      const after2 = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL`, [o.org.id]);
      assert.equal(after2.rows[0].n, 1);
    });

    it('keeps a key working after the user who created it is deleted', async () => {
      const o = await quickOrg(t.services);
      const s = await openSession(t.db, o.user.id, o.org.id);
      const key = (await t.app.inject({ method: 'POST', url: '/api/keys/', headers: s.headers })).json().key;
      await t.db.query(`DELETE FROM users WHERE id = $1`, [o.user.id]);
      const r = await orgGet({ authorization: `Bearer ${key}` });
      assert.equal(r.statusCode, 200);
      assert.equal(r.json().slug, o.org.slug);
      assert.equal((await t.services.apiKeys.active(o.org.id))?.created_by, null);
    });

    it('apikey create on the command line replaces the key and prints the secret once', async () => {
      const o = await quickOrg(t.services);
      const out = (await adminCommands['apikey create'](t.services, { org: o.org.slug })) as { key: string; prefix: string };
      assert.match(out.key, /^sk-service-/);
      assert.equal((await orgGet({ authorization: `Bearer ${out.key}` })).statusCode, 200);
      assert.equal((await orgGet({ authorization: `Bearer ${o.apiKey}` })).statusCode, 401);
    });

    it('stores only a hash and a short prefix, and never logs a secret', async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      });
      const app = await buildApp({
        config: t.config,
        db: t.db,
        services: t.services,
        auth: createAuthFor(t.config, t.services),
        routes: routeModules,
        logger: { level: 'trace', stream },
      });
      try {
        const o = await makeOrg(t.services);
        const s = await login(app, o.user.email, o.password);
        const created = await app.inject({ method: 'POST', url: '/api/keys/', headers: s.headers });
        const key: string = created.json().key;
        await app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: { authorization: `Bearer ${key}` } });
        await app.inject({ method: 'GET', url: `/api/v2/organisation/?api_key=${key}`, headers: { authorization: `Bearer ${key}x` } });
        await app.inject({ method: 'GET', url: '/api/v2/me/', headers: { authorization: `Bearer ${key}` } });
        await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email: o.user.email, password: 'wrong password here' } });
        const jwt = await idp.token('web-user');
        await app.inject({ method: 'GET', url: `/api/v2/me/?access_token=${jwt}`, headers: { authorization: `Bearer ${jwt}` } });
        const jwtSignature = jwt.split('.')[2];
        const log = lines.join('');
        assert.ok(lines.length > 5, 'requests were logged');
        const secretPart = key.slice('sk-service-'.length + 6);
        for (const secret of [secretPart, s.sid, o.password, 'wrong password here', jwtSignature]) assert.ok(!log.includes(secret), `a secret reached the log: ${log.split('\n').find((l) => l.includes(secret))}`);

        const dump = await t.db.query<{ row: string }>(`SELECT row_to_json(k)::text AS row FROM api_keys k`);
        const sessions = await t.db.query<{ row: string }>(`SELECT row_to_json(s)::text AS row FROM sessions s`);
        const all = [...dump.rows, ...sessions.rows].map((r) => r.row).join('\n');
        assert.ok(!all.includes(secretPart), 'the key secret is not stored');
        assert.ok(!all.includes(s.sid), 'the session id is not stored');
        const row = await t.db.query<{ prefix: string; secret_hash: string }>(`SELECT prefix, secret_hash FROM api_keys WHERE org_id = $1 AND revoked_at IS NULL`, [o.org.id]);
        assert.equal(row.rows[0].prefix, key.slice(0, 'sk-service-'.length + 6));
        assert.match(row.rows[0].secret_hash, /^[0-9a-f]{64}$/);
      } finally {
        await app.close();
      }
    });
  });
});
