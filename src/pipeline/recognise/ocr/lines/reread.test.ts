import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LineBox } from './detect.js';
import { ADDED_MIN, END_GROWTH, lengthen, longerWins, lower, LOW_SHRINK, sideRoom, type Reading } from './reread.js';

/** A reading of `text`, every character with probability `p` (one entry may be set apart). */
function read(text: string, p = 0.95, confidence = p, at?: { i: number; p: number }): Reading {
  return { confidence, chars: [...text].map((ch, i) => ({ ch, p: at && at.i === i ? at.p : p })) };
}

describe('second readings of doubtful lines', () => {
  const box: LineBox = { x0: 100, y0: 50, x1: 300, y1: 70, score: 0.9 };

  it('gives each box half the gap to its nearest neighbour on the same row', () => {
    const right: LineBox = { x0: 340, y0: 52, x1: 400, y1: 72, score: 0.9 };
    const below: LineBox = { x0: 0, y0: 80, x1: 99, y1: 100, score: 0.9 };
    const room = sideRoom([box, right, below]);
    assert.deepEqual(room[0], { left: Infinity, right: 20 });
    assert.deepEqual(room[1], { left: 20, right: Infinity });
    assert.deepEqual(room[2], { left: Infinity, right: Infinity });
  });

  it('lengthens only the touching ends, within the room beside the box and the page', () => {
    const grow = END_GROWTH * 20;
    assert.deepEqual(lengthen(box, { left: true, right: false }, { left: Infinity, right: Infinity }, 1000), { ...box, x0: 100 - grow });
    assert.deepEqual(lengthen(box, { left: true, right: true }, { left: 3, right: Infinity }, 302), { ...box, x0: 97, x1: 302 });
    assert.equal(lengthen(box, { left: true, right: false }, { left: 1, right: Infinity }, 1000), null);
  });

  it('moves a sloping box along its own angle when one end grows', () => {
    const tilt = { cx: 200, cy: 60, angle: Math.PI / 2, halfLength: 100, halfHeight: 10 };
    const out = lengthen({ ...box, tilt }, { left: false, right: true }, { left: Infinity, right: Infinity }, 1000);
    assert.ok(out?.tilt);
    assert.equal(out.tilt.halfLength, 100 + (END_GROWTH * 20) / 2);
    assert.ok(Math.abs(out.tilt.cx - 200) < 1e-9);
    assert.ok(Math.abs(out.tilt.cy - (60 + (END_GROWTH * 20) / 2)) < 1e-9);
  });

  it('takes the longer reading when it adds one sure character at an end', () => {
    assert.equal(longerWins(read('HREE'), read('THREE', 0.95, 0.9)), true);
    assert.equal(longerWins(read('LOT'), read('LOT.', 0.95, 0.9)), true);
    assert.equal(longerWins(read('AN HIN'), read('LAN HING', 0.95, 0.8)), true);
  });

  it('keeps the first reading when the added character is doubtful or more than one is added at an end', () => {
    assert.equal(longerWins(read('HREE'), read('THREE', 0.95, 0.99, { i: 0, p: ADDED_MIN - 0.1 })), false);
    assert.equal(longerWins(read('Time'), read('17Time', 0.99, 0.99)), false);
    assert.equal(longerWins(read('HREE'), read('TMREE', 0.99, 0.99)), false);
  });

  it('takes the same characters read with more confidence, and nothing else on confidence alone', () => {
    assert.equal(longerWins(read('A B', 0.8), read('AB', 0.9)), true);
    assert.equal(longerWins(read('AB', 0.9), read('AB', 0.8)), false);
    assert.equal(longerWins(read('AB', 0.8), read('A8', 0.99)), false);
  });

  it('lowers a box at the top and bottom, along its angle when it slopes', () => {
    const g = LOW_SHRINK * 20;
    assert.deepEqual(lower(box), { ...box, y0: 50 + g, y1: 70 - g });
    const tilt = { cx: 200, cy: 60, angle: 0.05, halfLength: 100, halfHeight: 10 };
    assert.equal(lower({ ...box, tilt }).tilt?.halfHeight, 10 - g);
  });
});
