import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { completionBatcher } from './completions.js';

/** A completion writer the test holds open: each call waits until the test lets it end. */
function writer(fail = 0) {
  const calls: string[][] = [];
  const ends: (() => void)[] = [];
  let failures = fail;
  return {
    calls,
    ends,
    complete: (ids: string[]) => {
      calls.push(ids);
      if (failures > 0) {
        failures--;
        return Promise.reject(new Error('database away'));
      }
      return new Promise<void>((r) => ends.push(r));
    },
  };
}

const HOUR = 3_600_000;

describe('completing jobs together', () => {
  it('completes the jobs that end together in one call once every slot ended', async () => {
    const w = writer();
    const b = completionBatcher(w.complete, { full: 3, windowMs: HOUR });
    b.add('a');
    b.add('b');
    assert.equal(w.calls.length, 0, 'waits for the window while slots still run');
    b.add('c');
    assert.deepEqual(w.calls, [['a', 'b', 'c']]);
    w.ends.shift()!();
    await b.drain();
    assert.equal(b.pending(), 0);
  });

  it('sends the jobs that ended during a write with the next one, in one call', async () => {
    const w = writer();
    const b = completionBatcher(w.complete, { full: 1, windowMs: HOUR });
    b.add('a');
    b.add('b');
    b.add('c');
    assert.deepEqual(w.calls, [['a']], 'one write at a time');
    w.ends.shift()!();
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(w.calls, [['a'], ['b', 'c']]);
    w.ends.shift()!();
    await b.drain();
  });

  it('writes what is pending when drained, without waiting for the window', async () => {
    const w = writer();
    const b = completionBatcher(w.complete, { full: 5, windowMs: HOUR });
    b.add('a');
    b.add('b');
    const drained = b.drain();
    assert.deepEqual(w.calls, [['a', 'b']]);
    w.ends.shift()!();
    await drained;
    assert.equal(b.pending(), 0);
  });

  it('retries a write the database refused, reporting each error, and gives up after its attempts', async () => {
    const errors: unknown[] = [];
    const w = writer(2);
    const b = completionBatcher(w.complete, { full: 1, attempts: 5, backoffMs: () => 0, onError: (e) => errors.push(e) });
    b.add('a');
    while (w.ends.length === 0) await new Promise((r) => setImmediate(r));
    assert.deepEqual(w.calls, [['a'], ['a'], ['a']]);
    assert.equal(errors.length, 2);
    w.ends.shift()!();
    await b.drain();

    const never = completionBatcher(() => Promise.reject(new Error('away')), { full: 1, attempts: 3, backoffMs: () => 0, onError: (e) => errors.push(e) });
    never.add('z');
    await never.drain();
    assert.equal(errors.length, 5, 'three more attempts, then the lease brings the job back');
  });
});
