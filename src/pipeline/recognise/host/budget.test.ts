import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { admit, budgetUse, parseReservationMb } from './budget.js';

describe('parse memory budget', () => {
  it('admits parses while they fit, queues the rest in order, and always runs one', async () => {
    const order: string[] = [];
    const a = await admit(60, 100);
    order.push('a');
    const b = admit(60, 100).then((r) => (order.push('b'), r));
    const c = admit(30, 100).then((r) => (order.push('c'), r));
    await new Promise((r) => setTimeout(r, 10));
    // b does not fit beside a; c waits behind b (first come, first served)
    assert.deepEqual(order, ['a']);
    assert.deepEqual(budgetUse(), { usedMb: 60, running: 1, waiting: 2 });
    a();
    const rb = await b;
    const rc = await c;
    assert.deepEqual(order, ['a', 'b', 'c']);
    assert.equal(budgetUse().usedMb, 90);
    rb();
    rc();
    rc(); // releasing twice is harmless
    assert.deepEqual(budgetUse(), { usedMb: 0, running: 0, waiting: 0 });
    // larger than the whole budget: runs alone
    const big = await admit(500, 100);
    assert.equal(budgetUse().running, 1);
    big();
  });

  it('gives up waiting when the caller aborts', async () => {
    const a = await admit(80, 100);
    const ac = new AbortController();
    const b = admit(80, 100, ac.signal);
    ac.abort();
    await assert.rejects(b);
    a();
    assert.deepEqual(budgetUse(), { usedMb: 0, running: 0, waiting: 0 });
  });

  it('reserves the heap, the young generation, twice the input and the zip cap', () => {
    assert.equal(parseReservationMb(1024, 64, 3 * 1024 * 1024, 256), 1024 + 64 + 6 + 256);
  });
});
