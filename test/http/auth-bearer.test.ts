import { createBlobStore } from '../../src/storage/index.js';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK } from 'jose';
import { buildApp } from '../../src/http/app.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createAuthFor } from '../../src/main/auth.js';
import { createServices } from '../../src/services/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { adminCommands } from '../../src/main/admin-commands.js';
import { addMember, openSession, quickOrg } from '../helpers/auth.js';
import { makeKey, startIdp, type SigningKey, type TestIdp } from '../helpers/idp.js';
import { goodClaims, hmacWithPublicKey, signWith, unsignedToken } from '../helpers/jwt.js';

const me = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/me/', headers: { authorization: `Bearer ${token}`, ...headers } });

describe('bearerAuth: access tokens from a real OIDC provider; personal and ingest routes', () => {
  let idp: TestIdp;
  let t: TestApp;
  let k1: SigningKey;
  let k2: SigningKey;
  let attacker: SigningKey;
  let o: Awaited<ReturnType<typeof quickOrg>>;
  let unauthorised: unknown;

  before(async () => {
    [k1, k2, attacker] = await Promise.all([makeKey('k1'), makeKey('k2'), makeKey('evil')]);
    idp = await startIdp({
      keys: [k1],
      clients: [
        { clientId: 'alice-agent' },
        { clientId: 'mail-agent', claims: { email: 'MAILUSER@example.test', email_verified: true } },
        { clientId: 'unverified-agent', claims: { email: 'mailuser@example.test', email_verified: false } },
        { clientId: 'stranger' },
        { clientId: 'agent-a' },
        { clientId: 'agent-b' },
        { clientId: 'person-a' },
      ],
    });
    t = await createTestApp({ OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: idp.audience, OIDC_JWKS_REFETCH_SECONDS: '3600', INGEST_MIN_AGENT_VERSION: '1.2.0' });
    o = await quickOrg(t.services);
    await t.services.identity.link({ orgSlug: o.org.slug, email: o.user.email, subject: 'alice-agent' });
    await t.services.tenancy.createUser({ orgSlug: o.org.slug, email: 'mailuser@example.test', role: 'member' });
    unauthorised = (await t.app.inject({ method: 'GET', url: '/api/v2/me/' })).json();
  });
  after(async () => {
    await t?.close();
    await idp?.close();
  });

  async function assert401(token: string, headers: Record<string, string> = {}) {
    const r = await me(t, token, headers);
    assert.equal(r.statusCode, 401, r.body);
    assert.deepEqual(r.json(), unauthorised);
  }

  it('accepts a token issued by the provider for a linked subject', async () => {
    const r = await me(t, await idp.token('alice-agent'));
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().user.email, o.user.email);
    assert.equal(r.json().organisation.slug, o.org.slug);
    assert.equal(r.json().role, 'owner');
    const org = await t.app.inject({ method: 'GET', url: '/api/v2/organisation/', headers: { authorization: `Bearer ${await idp.token('alice-agent')}` } });
    assert.equal(org.statusCode, 200);
  });

  it('maps a verified e-mail to an existing user, never an unverified one or an unknown subject', async () => {
    const r = await me(t, await idp.token('mail-agent'));
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.json().user.email, 'mailuser@example.test');
    assert.equal(r.json().role, 'member');
    await assert401(await idp.token('unverified-agent'));
    await assert401(await idp.token('stranger'));
  });

  it('chooses among several memberships with X-Organisation; a non-member organisation is 403', async () => {
    const other = await quickOrg(t.services);
    await t.services.tenancy.createUser({ orgSlug: other.org.slug, email: o.user.email, role: 'member' });
    const token = await idp.token('alice-agent');
    assert.equal((await me(t, token)).json().organisation.slug, o.org.slug, 'oldest membership by default');
    const chosen = await me(t, token, { 'x-organisation': other.org.slug });
    assert.equal(chosen.json().organisation.slug, other.org.slug);
    assert.equal(chosen.json().role, 'member');
    const third = await quickOrg(t.services);
    const refused = await me(t, token, { 'x-organisation': third.org.slug });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'not_a_member');
  });

  it('reads scopes from scope or scp', async () => {
    const { scopesOf } = await import('../../src/domain/auth/oidc.js');
    assert.deepEqual(scopesOf({ scope: 'a b  c' }), ['a', 'b', 'c']);
    assert.deepEqual(scopesOf({ scp: ['a', 'b'] }), ['a', 'b']);
    assert.deepEqual(scopesOf({ scp: 'a' }), ['a']);
    assert.deepEqual(scopesOf({}), []);
  });

  it('accepts a well-formed token signed with the provider key (control for the hostile cases)', async () => {
    const r = await me(t, await signWith(k1, goodClaims(idp.issuer, idp.audience, 'alice-agent')));
    assert.equal(r.statusCode, 200, r.body);
  });

  it('refuses alg none and HS256 signed with the public key', async () => {
    const claims = goodClaims(idp.issuer, idp.audience, 'alice-agent');
    await assert401(unsignedToken(claims, 'k1'));
    const pem = crypto.createPublicKey({ key: k1.publicJwk as crypto.JsonWebKey, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
    await assert401(hmacWithPublicKey(claims, 'k1', pem));
    await assert401(hmacWithPublicKey(claims, 'k1', JSON.stringify(k1.publicJwk)));
  });

  it('requires exp, refuses expired, future nbf, wrong iss and another audience', async () => {
    const now = Math.floor(Date.now() / 1000);
    const base = goodClaims(idp.issuer, idp.audience, 'alice-agent');
    const { exp: _exp, ...noExp } = base;
    const { iss: _iss, ...noIss } = base;
    const { aud: _aud, ...noAud } = base;
    for (const claims of [
      noExp,
      noIss,
      noAud,
      { ...base, exp: now - 600, iat: now - 4000 },
      { ...base, nbf: now + 600 },
      { ...base, iss: 'https://idp.elsewhere.test' },
      { ...base, iss: `${idp.issuer}/` },
      { ...base, aud: 'https://other-service.test' },
      { ...base, aud: ['https://other-service.test'] },
    ]) {
      await assert401(await signWith(k1, claims));
    }
  });

  it('refuses odd kids, embedded jwk and jku without fetching anything', async () => {
    const claims = goodClaims(idp.issuer, idp.audience, 'alice-agent');
    assert.equal((await me(t, await signWith(k1, claims))).statusCode, 200); // warm the cache
    const before = idp.jwksHits();
    let foreignHits = 0;
    const foreign = http.createServer((_req, res) => {
      foreignHits++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [attacker.publicJwk] }));
    });
    await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
    try {
      const foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/jwks`;
      for (const kid of ['../../../../etc/passwd', "k1' OR '1'='1", 'k1; DROP TABLE users; --', '/jwks', 'http://127.0.0.1/x', 'a'.repeat(300)]) {
        await assert401(await signWith(k1, claims, { kid }));
      }
      const attackerJwk = { ...(await exportJWK(attacker.privateKey)) };
      delete attackerJwk.d;
      await assert401(await signWith(attacker, claims, { jwk: { kty: attackerJwk.kty!, n: attackerJwk.n!, e: attackerJwk.e! } }));
      await assert401(await signWith(attacker, claims, { jku: foreignUrl }));
      await assert401(await signWith(attacker, claims, { jku: foreignUrl, kid: 'k1' }));
      await assert401(await signWith(attacker, claims, { x5u: foreignUrl } as never));
      assert.equal(foreignHits, 0, 'nothing fetched from jku');
      assert.equal(idp.jwksHits(), before, 'no JWKS refetch for hostile headers');
    } finally {
      foreign.closeAllConnections();
      await new Promise((r) => foreign.close(r));
    }
  });

  it('answers malformed bearer tokens with the same 401', async () => {
    for (const token of ['abc', 'a.b.c', 'e30.e30.', `${'x'.repeat(100)}.${'y'.repeat(100)}.z`]) await assert401(token);
  });

  it('fails closed when the provider is down before any key was fetched', async () => {
    const token = await idp.token('alice-agent');
    // a second app on the same database, with an empty key cache
    const services = createServices({ config: t.config, db: t.db, boss: t.boss, blobs: createBlobStore(t.config) });
    const app = await buildApp({ config: t.config, db: t.db, services, auth: createAuthFor(t.config, services), routes: routeModules, logger: false });
    idp.down = true;
    try {
      const r = await app.inject({ method: 'GET', url: '/api/v2/me/', headers: { authorization: `Bearer ${token}` } });
      assert.equal(r.statusCode, 401);
      assert.deepEqual(r.json(), unauthorised);
    } finally {
      idp.down = false;
      await app.close();
    }
  });

  it('rotation: a new kid is fetched once; a flood of random kids causes no further fetch', async () => {
    await me(t, await idp.token('alice-agent'));
    const start = idp.jwksHits();
    idp.rotate([k2, k1]);
    const fresh = await idp.token('alice-agent');
    assert.equal((await me(t, fresh)).statusCode, 200);
    assert.equal(idp.jwksHits(), start + 1, 'exactly one refetch for the new kid');
    const claims = goodClaims(idp.issuer, idp.audience, 'alice-agent');
    const flood = await Promise.all(
      Array.from({ length: 25 }, async () => me(t, await signWith(attacker, claims, { kid: crypto.randomBytes(8).toString('hex') }))),
    );
    for (const r of flood) assert.equal(r.statusCode, 401);
    assert.equal(idp.jwksHits(), start + 1, 'refetches are rate-limited');
    // the old key is still published, so its tokens keep working
    assert.equal((await me(t, await signWith(k1, claims))).statusCode, 200);
  });
  describe('personal routes and the ingest surface', () => {
    async function chat(orgId: number, title = 'Quarterly reports') {
      const publicId = `c_${crypto.randomBytes(6).toString('hex')}`;
      await t.db.query(`INSERT INTO chats (public_id, org_id, title) VALUES ($1, $2, $3)`, [publicId, orgId, title]);
      return publicId;
    }

    const personalRoutes: [string, string, unknown?][] = [
      ['GET', '/api/v2/me/'],
      ['GET', '/api/v2/notifications/'],
      ['POST', '/api/v2/notifications/1/read/'],
      ['POST', '/api/v2/notifications/read-all/'],
      ['GET', '/api/v2/direct-shares/'],
      ['POST', '/api/v2/direct-shares/', { thread_id: 'c_x', email: 'someone@example.test' }],
      ['POST', '/api/v2/direct-shares/1/accept/'],
      ['POST', '/api/v2/direct-shares/1/decline/'],
      ['POST', '/api/v2/direct-shares/1/remove-acceptance/'],
      ['POST', '/api/keys/'],
      ['GET', '/api/keys/'],
      ['DELETE', '/api/keys/'],
    ];

    it('refuses an organisation API key with 403 on every personal route, and 401 without a credential', async () => {
      const o = await quickOrg(t.services);
      for (const [method, url, payload] of personalRoutes) {
        const r = await t.app.inject({ method: method as 'GET', url, headers: o.auth, ...(payload ? { payload: payload as object } : {}) });
        assert.equal(r.statusCode, 403, `${method} ${url}`);
        assert.equal(r.json().code, 'personal_route');
        const anon = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload: payload as object } : {}) });
        assert.equal(anon.statusCode, 401, `${method} ${url} anonymous`);
      }
    });

    it('GET /api/v2/me/ describes the user, organisation and role', async () => {
      const o = await quickOrg(t.services);
      const member = await addMember(t.services, o.org.slug, 'member');
      const s = await openSession(t.db, member.id, o.org.id);
      const r = await t.app.inject({ method: 'GET', url: '/api/v2/me/', headers: s.headers });
      assert.equal(r.statusCode, 200);
      assert.deepEqual(r.json(), {
        user: { id: member.id, email: member.email, display_name: '' },
        organisation: { id: o.org.id, slug: o.org.slug, name: o.org.name },
        role: 'member',
      });
    });

    it('shares a chat, notifies the recipient, and runs accept / decline / remove-acceptance', async () => {
      const o = await quickOrg(t.services);
      const bob = await addMember(t.services, o.org.slug, 'member');
      const alice = await openSession(t.db, o.user.id, o.org.id);
      const bobS = await openSession(t.db, bob.id, o.org.id);
      const thread = await chat(o.org.id);
      const shared = await t.app.inject({ method: 'POST', url: '/api/v2/direct-shares/', headers: alice.headers, payload: { thread_id: thread, email: bob.email } });
      assert.equal(shared.statusCode, 201, shared.body);
      const again = await t.app.inject({ method: 'POST', url: '/api/v2/direct-shares/', headers: alice.headers, payload: { thread_id: thread, email: bob.email } });
      assert.equal(again.statusCode, 409);
      const id = shared.json().id;

      const list = await t.app.inject({ method: 'GET', url: '/api/v2/notifications/?page_size=1', headers: bobS.headers });
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().count, 1);
      assert.equal(list.json().next, null);
      const n = list.json().results[0];
      assert.equal(n.kind, 'direct_share');
      assert.equal(n.direct_share_id, id);
      assert.equal(n.is_read, false);
      const read = await t.app.inject({ method: 'POST', url: `/api/v2/notifications/${n.id}/read/`, headers: bobS.headers });
      assert.equal(read.statusCode, 200);
      assert.equal(read.json().is_read, true);
      const unread = await t.app.inject({ method: 'GET', url: '/api/v2/notifications/?unread=true', headers: bobS.headers });
      assert.equal(unread.json().count, 0);
      // alice cannot read or mark bob's notification: 404, as for an unknown one
      const foreign = await t.app.inject({ method: 'POST', url: `/api/v2/notifications/${n.id}/read/`, headers: alice.headers });
      assert.equal(foreign.statusCode, 404);
      assert.deepEqual(foreign.json(), (await t.app.inject({ method: 'POST', url: '/api/v2/notifications/999999/read/', headers: alice.headers })).json());

      const shares = await t.app.inject({ method: 'GET', url: '/api/v2/direct-shares/', headers: bobS.headers });
      assert.equal(shares.json().results[0].thread_id, thread);
      assert.equal(shares.json().results[0].status, 'pending');
      const act = (action: string, headers = bobS.headers) => t.app.inject({ method: 'POST', url: `/api/v2/direct-shares/${id}/${action}/`, headers });
      assert.equal((await act('remove-acceptance')).statusCode, 409, 'nothing to remove yet');
      const accepted = await act('accept');
      assert.equal(accepted.statusCode, 200);
      assert.equal(accepted.json().status, 'accepted');
      assert.ok(accepted.json().responded_at);
      assert.equal((await act('decline')).statusCode, 409, 'remove the acceptance first');
      const removed = await act('remove-acceptance');
      assert.equal(removed.json().status, 'pending');
      assert.equal(removed.json().responded_at, null);
      assert.equal((await act('decline')).json().status, 'declined');
      assert.equal((await act('accept', alice.headers)).statusCode, 404, 'only the recipient answers a share');

      const marked = await t.app.inject({ method: 'POST', url: '/api/v2/notifications/read-all/', headers: bobS.headers });
      assert.equal(marked.json().marked, 0);
    });

    it('answers 404 for another organisation\'s chat, member or share', async () => {
      const a = await quickOrg(t.services);
      const b = await quickOrg(t.services);
      const bMember = await addMember(t.services, b.org.slug, 'member');
      const aS = await openSession(t.db, a.user.id, a.org.id);
      const bS = await openSession(t.db, b.user.id, b.org.id);
      const bThread = await chat(b.org.id);
      const r1 = await t.app.inject({ method: 'POST', url: '/api/v2/direct-shares/', headers: aS.headers, payload: { thread_id: bThread, email: a.user.email } });
      assert.equal(r1.statusCode, 404);
      const aThread = await chat(a.org.id);
      const r2 = await t.app.inject({ method: 'POST', url: '/api/v2/direct-shares/', headers: aS.headers, payload: { thread_id: aThread, email: bMember.email } });
      assert.equal(r2.statusCode, 404);
      const share = await t.app.inject({ method: 'POST', url: '/api/v2/direct-shares/', headers: bS.headers, payload: { thread_id: bThread, email: bMember.email } });
      assert.equal(share.statusCode, 201);
      const r3 = await t.app.inject({ method: 'POST', url: `/api/v2/direct-shares/${share.json().id}/accept/`, headers: aS.headers });
      assert.equal(r3.statusCode, 404);
    });

    describe('ingest guards', () => {
      let allowed: Awaited<ReturnType<typeof quickOrg>>;
      let closed: Awaited<ReturnType<typeof quickOrg>>;
      const V = { 'x-agent-version': '1.4.0' };

      before(async () => {
        allowed = await quickOrg(t.services);
        closed = await quickOrg(t.services);
        const set = (await adminCommands['org set'](t.services, { org: allowed.org.slug, 'ingest-allowlisted': 'true', 'digital-uploads': 'true' })) as Record<string, unknown>;
        assert.equal(set.ingest_allowlisted, true);
        assert.equal(set.digital_uploads_enabled, true);
        await adminCommands['org set'](t.services, { org: allowed.org.slug, 'digital-uploads': 'false' });
        assert.equal((await t.services.tenancy.requireOrg(allowed.org.slug)).digital_uploads_enabled, false);
        assert.equal((await t.services.tenancy.requireOrg(allowed.org.slug)).ingest_allowlisted, true);
        await adminCommands['user link'](t.services, { org: allowed.org.slug, email: allowed.user.email, subject: 'agent-a' });
        await adminCommands['user link'](t.services, { org: closed.org.slug, email: closed.user.email, subject: 'agent-b', issuer: idp.issuer });
      });

      it('user create --subject links a new user; user link needs a member of the organisation', async () => {
        const out = (await adminCommands['user create'](t.services, { org: allowed.org.slug, email: `cli-${allowed.org.slug}@example.test`, role: 'member', subject: 'person-a' })) as Record<string, unknown>;
        assert.equal(out.subject, 'person-a');
        assert.equal(out.issuer, idp.issuer);
        const r = await t.app.inject({ method: 'GET', url: '/api/v2/me/', headers: { authorization: `Bearer ${await idp.token('person-a')}` } });
        assert.equal(r.statusCode, 200);
        assert.equal(r.json().user.email, `cli-${allowed.org.slug}@example.test`);
        await assert.rejects(adminCommands['user link'](t.services, { org: closed.org.slug, email: `cli-${allowed.org.slug}@example.test`, subject: 'x' }), { code: 'not_found' });
      });

      const status = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/ingest/status/', headers });
      const beat = (headers: Record<string, string>, agent_id = 'laptop-1') =>
        t.app.inject({ method: 'POST', url: '/api/v2/ingest/heartbeat/', headers, payload: { agent_id } });
      const bearer = async (client: string, scope?: string) => ({ authorization: `Bearer ${await idp.token(client, scope)}` });

      it('works with an identity-provider token carrying the scopes', async () => {
        const h = { ...(await bearer('agent-a')), ...V };
        const b = await beat(h);
        assert.equal(b.statusCode, 200, b.body);
        assert.equal(b.json().agent_version, '1.4.0');
        const s = await status(h);
        assert.equal(s.statusCode, 200, s.body);
        assert.equal(s.json().min_agent_version, '1.2.0');
        assert.deepEqual(s.json().agents.map((a: { agent_id: string }) => a.agent_id), ['laptop-1']);
      });

      it('401 without a credential, then 403 identity_provider_required for an API key or a session, whatever else is wrong', async () => {
        assert.equal((await status(V)).statusCode, 401);
        const session = await openSession(t.db, allowed.user.id, allowed.org.id);
        for (const headers of [allowed.auth, closed.auth, { ...allowed.auth, 'x-agent-version': 'junk' }, session.headers]) {
          for (const r of [await status(headers), await beat(headers)]) {
            assert.equal(r.statusCode, 403);
            assert.equal(r.json().code, 'identity_provider_required');
          }
        }
      });

      it('404 on every ingest route when the organisation is not allowlisted, before version and scope checks', async () => {
        for (const h of [{ ...(await bearer('agent-b')), ...V }, await bearer('agent-b', 'ingest:read'), { ...(await bearer('agent-b')), 'x-agent-version': '0.1.0' }]) {
          for (const r of [await status(h), await beat(h)]) {
            assert.equal(r.statusCode, 404);
            assert.equal(r.json().code, 'route_not_found');
          }
        }
        const unknownRoute = await t.app.inject({ method: 'GET', url: '/api/v2/ingest/nothing-here/', headers: await bearer('agent-b') });
        assert.equal(unknownRoute.statusCode, 404);
      });

      it('400 for a missing or unparsable agent version, 426 with Upgrade below the minimum, before scope checks', async () => {
        const readOnly = await bearer('agent-a', 'ingest:read');
        for (const v of [undefined, '', 'latest', '1.2', '1.2.3.4', '<script>', '1.2.0; DROP']) {
          const r = await beat(v === undefined ? readOnly : { ...readOnly, 'x-agent-version': v });
          assert.equal(r.statusCode, 400, String(v));
          assert.equal(r.json().code, 'invalid_agent_version');
        }
        for (const v of ['1.1.9', '1.2.0-beta.1', '0.9.0']) {
          const r = await beat({ ...readOnly, 'x-agent-version': v });
          assert.equal(r.statusCode, 426, v);
          assert.equal(r.json().code, 'upgrade_required');
          assert.equal(r.headers.upgrade, 'structa-agent/1.2.0');
        }
        assert.equal((await status({ ...readOnly, 'x-agent-version': '1.2.0' })).statusCode, 200);
        assert.equal((await status({ ...readOnly, 'x-agent-version': 'v2.0.0+build.7' })).statusCode, 200);
      });

      it('403 insufficient_scope without ingest:read / ingest:write', async () => {
        const readOnly = { ...(await bearer('agent-a', 'ingest:read')), ...V };
        const writeOnly = { ...(await bearer('agent-a', 'ingest:write')), ...V };
        const noScope = { ...(await bearer('agent-a', '')), ...V };
        assert.equal((await status(readOnly)).statusCode, 200);
        const r1 = await beat(readOnly);
        assert.equal(r1.statusCode, 403);
        assert.equal(r1.json().code, 'insufficient_scope');
        assert.equal((await beat(writeOnly)).statusCode, 200);
        const r2 = await status(writeOnly);
        assert.equal(r2.statusCode, 403);
        assert.equal(r2.json().code, 'insufficient_scope');
        for (const r of [await status(noScope), await beat(noScope)]) assert.equal(r.statusCode, 403);
      });
    });
  });
});
