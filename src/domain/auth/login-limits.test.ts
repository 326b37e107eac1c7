import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isAppError } from '../../errors/app-error.js';
import { loginLimiter } from './login-limits.js';

function refusedFor(fn: () => void): number {
  try {
    fn();
  } catch (e) {
    assert.ok(isAppError(e) && e.status === 429 && e.code === 'rate_limited', String(e));
    return Number(e.headers?.['Retry-After']);
  }
  return 0;
}

describe('login limiter', () => {
  it('refuses an account after its failures until the window ends, then lets it try again', () => {
    let now = 1_000_000;
    const l = loginLimiter({ maxPerAccount: 2, maxPerAddress: 100, windowSeconds: 60 }, () => now);
    l.begin('A@example.test', '192.0.2.1');
    now += 10_000;
    l.begin(' a@example.test', '192.0.2.2');
    assert.equal(refusedFor(() => l.begin('a@example.test', '192.0.2.3')), 50);
    now += 49_000;
    assert.equal(refusedFor(() => l.begin('a@example.test', '192.0.2.3')), 1);
    now += 1_000;
    assert.equal(refusedFor(() => l.begin('a@example.test', '192.0.2.3')), 0);
  });

  it('a success clears the account and takes back its address attempt', () => {
    const l = loginLimiter({ maxPerAccount: 2, maxPerAddress: 2, windowSeconds: 60 });
    for (let i = 0; i < 5; i++) {
      l.begin('b@example.test', '192.0.2.9');
      l.succeeded('b@example.test', '192.0.2.9');
    }
    l.begin('c@example.test', '192.0.2.9');
    l.begin('d@example.test', '192.0.2.9');
    assert.ok(refusedFor(() => l.begin('b@example.test', '192.0.2.9')) > 0, 'two failures from the address count');
    assert.equal(refusedFor(() => l.begin('b@example.test', '192.0.2.10')), 0);
  });

  it('keeps its memory bounded under many accounts', () => {
    const l = loginLimiter({ maxPerAccount: 1, maxPerAddress: 1_000_000, windowSeconds: 3600 });
    for (let i = 0; i < 100_100; i++) l.begin(`u${i}@example.test`, '192.0.2.1');
    // the oldest accounts were dropped to stay under the bound; the newest are still counted
    assert.equal(refusedFor(() => l.begin('u0@example.test', '192.0.2.1')), 0);
    assert.ok(refusedFor(() => l.begin('u100099@example.test', '192.0.2.1')) > 0);
  });
});
