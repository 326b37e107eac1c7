import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK } from 'jose';
import { createOidcVerifier } from '../../src/domain/auth/oidc.js';
import { buildApp } from '../../src/http/app.js';
import { routeModules } from '../../src/http/routes/index.js';
import { createAuthFor, createServices } from '../../src/main/services.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeKey, startIdp, type SigningKey, type TestIdp } from '../helpers/idp.js';
import { goodClaims, hmacWithPublicKey, signWith, unsignedToken } from '../helpers/jwt.js';

const me = (t: TestApp, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/me/', headers: { authorization: `Bearer ${token}`, ...headers } });

describe('bearerAuth: access tokens from a real OIDC provider', () => {
  let idp: TestIdp;
  let t: TestApp;
  let k1: SigningKey;
  let k2: SigningKey;
  let attacker: SigningKey;
  let o: Awaited<ReturnType<typeof makeOrg>>;
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
      ],
    });
    t = await createTestApp({ OIDC_ISSUER: idp.issuer, OIDC_AUDIENCE: idp.audience, OIDC_JWKS_REFETCH_SECONDS: '3600' });
    o = await makeOrg(t.services);
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
    const other = await makeOrg(t.services);
    await t.services.tenancy.createUser({ orgSlug: other.org.slug, email: o.user.email, role: 'member' });
    const token = await idp.token('alice-agent');
    assert.equal((await me(t, token)).json().organisation.slug, o.org.slug, 'oldest membership by default');
    const chosen = await me(t, token, { 'x-organisation': other.org.slug });
    assert.equal(chosen.json().organisation.slug, other.org.slug);
    assert.equal(chosen.json().role, 'member');
    const third = await makeOrg(t.services);
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
    const services = createServices({ config: t.config, db: t.db, boss: t.boss });
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
});

describe('bearerAuth: provider outages and cache age', () => {
  let idp: TestIdp;
  let k1: SigningKey;
  let k2: SigningKey;

  before(async () => {
    [k1, k2] = await Promise.all([makeKey('k1'), makeKey('k2')]);
    idp = await startIdp({ keys: [k1], clients: [{ clientId: 'agent' }] });
  });
  after(async () => {
    await idp?.close();
  });

  it('drops a removed kid after the cache age, limits refetches, and fails closed while the provider is down', async () => {
    let clock = Date.now();
    const v = createOidcVerifier({
      issuer: idp.issuer,
      audience: idp.audience,
      algorithms: ['RS256'],
      cacheSeconds: 600,
      refetchCooldownSeconds: 30,
      now: () => clock,
    });
    const old = await idp.token('agent');
    assert.equal((await v.verify(old))?.subject, 'agent');
    const fetchesAfterFirst = idp.jwksHits();

    idp.rotate([k2]); // k1 removed
    assert.ok(await v.verify(old), 'cached key still trusted within the cache age');
    clock += 601_000;
    assert.equal(await v.verify(old), null, 'removed kid refused once the cache has aged');
    assert.equal(idp.jwksHits(), fetchesAfterFirst + 1);
    const fresh = await idp.token('agent');
    assert.equal((await v.verify(fresh))?.subject, 'agent');

    const claims = goodClaims(idp.issuer, idp.audience, 'agent');
    const hits = idp.jwksHits();
    for (let i = 0; i < 30; i++) assert.equal(await v.verify(await signWith(k1, claims, { kid: `random-${i}` })), null);
    assert.ok(idp.jwksHits() <= hits + 1, 'at most one refetch per cooldown for unknown kids');
    clock += 31_000;
    const hits2 = idp.jwksHits();
    for (let i = 0; i < 10; i++) assert.equal(await v.verify(await signWith(k1, claims, { kid: `again-${i}` })), null);
    assert.equal(idp.jwksHits(), hits2 + 1, 'one more refetch after the cooldown');

    idp.down = true;
    clock += 601_000;
    assert.equal(await v.verify(fresh), null, 'expired cache and provider down: fail closed');
    const downHits = idp.jwksHits();
    idp.down = false;
    assert.equal(await v.verify(fresh), null, 'no retry before the cooldown');
    assert.equal(idp.jwksHits(), downHits);
    clock += 31_000;
    assert.equal((await v.verify(fresh))?.subject, 'agent', 'recovers once the provider answers');
  });
});
