import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
/** A resolved credential, as the authentication layer keeps it. */
interface Principal { orgId: number; userId: number | null; role: string | null; scheme: string; scopes: string[] }
import { principalCache } from './principal-cache.js';

const P: Principal = { orgId: 1, userId: null, role: null, scheme: 'extractApiKey', scopes: [] };

describe('principal cache', () => {
  it('reuses a valid credential until its time is up, never an invalid one', async () => {
    let t = 0;
    let lookups = 0;
    const c = principalCache(5, () => t);
    const ok = async () => (lookups++, { principal: P });
    assert.equal(await c.get(['k', 'a'], ok), P);
    assert.equal(await c.get(['k', 'a'], ok), P);
    assert.equal(lookups, 1);
    t = 5001;
    await c.get(['k', 'a'], ok);
    assert.equal(lookups, 2);
    const bad = async () => (lookups++, null);
    assert.equal(await c.get(['k', 'b'], bad), null);
    assert.equal(await c.get(['k', 'b'], bad), null);
    assert.equal(lookups, 4);
  });
  it('never keeps a principal past its credential expiry', async () => {
    let t = 0;
    let lookups = 0;
    const c = principalCache(60, () => t);
    const r = async () => (lookups++, { principal: P, expiresAt: 1000 });
    await c.get(['s'], r);
    t = 999;
    await c.get(['s'], r);
    assert.equal(lookups, 1);
    t = 1000;
    await c.get(['s'], r);
    assert.equal(lookups, 2);
  });
  it('forgets everything on clear, including a lookup that was under way', async () => {
    let lookups = 0;
    const c = principalCache(60);
    let release!: () => void;
    const slow = c.get(['x'], async () => {
      lookups++;
      await new Promise<void>((r) => (release = r));
      return { principal: P };
    });
    await new Promise((r) => setImmediate(r));
    c.clear();
    release();
    await slow;
    assert.equal(c.size(), 0);
    await c.get(['x'], async () => (lookups++, { principal: P }));
    assert.equal(lookups, 2);
  });
  it('makes one lookup for a burst of requests with the same credential', async () => {
    let lookups = 0;
    const c = principalCache(60);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      lookups++;
      await gate;
      return { principal: P };
    };
    const burst = Array.from({ length: 10 }, () => c.get(['k', 'burst'], slow));
    release();
    for (const p of await Promise.all(burst)) assert.equal(p, P);
    assert.equal(lookups, 1);
  });
  it('is off at 0 seconds', async () => {
    let lookups = 0;
    const c = principalCache(0);
    for (let i = 0; i < 3; i++) await c.get(['k'], async () => (lookups++, { principal: P }));
    assert.equal(lookups, 3);
  });
});
