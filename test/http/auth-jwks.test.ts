import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createOidcVerifier } from '../../src/domain/auth/oidc.js';
import { makeKey, startIdp, type SigningKey, type TestIdp } from '../helpers/idp.js';
import { goodClaims, signWith } from '../helpers/jwt.js';

// The verifier against a real provider on loopback, with a clock the test moves.
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
