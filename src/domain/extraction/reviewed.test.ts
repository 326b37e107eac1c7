import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyReviews, missingRequired, reviewedView, type StoredReview } from './reviewed.js';

const schema = {
  type: 'object',
  required: ['id', 'total'],
  properties: {
    id: { type: 'string' },
    total: { type: 'number' },
    items: { type: 'array', items: { type: 'object', required: ['amount'], properties: { amount: { type: 'number' }, sku: { type: 'string' } } } },
  },
};

let seq = 0;
function rv(path: string, value: unknown, leaves = [{ path, value, citations: [], source: 'entered' as const }]): StoredReview {
  return { id: ++seq, path, action: 'correct', value, leaves, reviewer_kind: 'api_key', reviewer_user_id: null, reviewer_email: null, reviewed_at: new Date(0) };
}

describe('reviewed results', () => {
  it('applies reviews in order; an item review after a whole-array one applies on top; a stale index is skipped', () => {
    const machine = { id: 'A', items: [{ amount: 1 }, { amount: 2 }] };
    const whole = rv('/items', [{ amount: 5 }], [{ path: '/items/0/amount', value: 5, citations: [], source: 'entered' }]);
    const item = rv('/items/0/sku', 'X');
    const stale = rv('/items/3/amount', 9);
    const { data, applied } = applyReviews(schema, machine, [stale, item, whole].sort((a, b) => b.id - a.id));
    assert.deepEqual(data, { id: 'A', items: [{ amount: 5, sku: 'X' }] });
    assert.deepEqual(applied.map((r) => r.path), ['/items', '/items/0/sku']);
    assert.deepEqual(machine.items, [{ amount: 1 }, { amount: 2 }], 'the machine data is not changed');
  });

  it('lists missing required properties, also inside array items', () => {
    assert.deepEqual(missingRequired(schema, { id: 'A', items: [{ amount: 1 }, { sku: 'x' }] }), ['/total', '/items/1/amount']);
  });

  it('needs review for a low-confidence or missing required field until reviewed, and never once marked complete', () => {
    const machine = {
      data: { id: 'A', total: 3 },
      fields: [
        { path: '/id', value: 'A', confidence: 0.9, citations: [] },
        { path: '/total', value: 3, confidence: 0.2, citations: [] },
      ],
      problems: [],
    };
    const base = { schema, threshold: 0.5, machine, reviews: [], mark: null };
    assert.equal(reviewedView(base).needs_review, true);
    assert.equal(reviewedView({ ...base, threshold: 0.1 }).needs_review, false);
    const fixed = reviewedView({ ...base, reviews: [rv('/total', 4)] });
    assert.equal(fixed.needs_review, false);
    assert.equal(fixed.reviewed, false, 'the id field is not reviewed');
    const f = fixed.fields.find((x) => x.path === '/total')!;
    assert.deepEqual([f.value, f.machine_value, f.machine_confidence, f.source, f.reviewed], [4, 3, 0.2, 'entered', true]);

    const noTotal = { ...machine, data: { id: 'A' }, fields: [machine.fields[0]] };
    const cleared = reviewedView({ ...base, machine: noTotal });
    assert.equal(cleared.needs_review, true);
    const mark = { complete: true, reviewer_kind: 'api_key' as const, reviewer_user_id: null, reviewer_email: null, reviewed_at: new Date(0) };
    const done = reviewedView({ ...base, machine: noTotal, mark });
    assert.equal(done.needs_review, false);
    assert.equal(done.reviewed, true);
    assert.deepEqual(done.reviewed_by, { kind: 'api_key', user_id: null, email: null });
  });

  it('re-checks reviewed paths against the schema and keeps unreviewed problems', () => {
    const machine = { data: { id: 'A', total: 1 }, fields: [], problems: [{ path: '/note', message: 'model note' }] };
    const v = reviewedView({ schema, threshold: 0.5, machine, reviews: [rv('/total', null, [{ path: '/total', value: null, citations: [], source: 'entered' }])], mark: null });
    assert.deepEqual(v.problems, [
      { path: '/note', message: 'model note' },
      { path: '/total', message: 'is required' },
    ]);
    assert.equal('total' in v.data, false);
  });
});
