import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cropLine, LINE_HEIGHT, lineTensor } from './crop.js';
import { columnInk, ctcGreedy, splitWords, type Emitted } from './decode.js';
import { boxesFromProbability, cropGrey, detectLines, detectSize, fromRegion, textRegion } from './detect.js';
import { settlePunctuation } from './punctuation.js';
import { straighten } from './deskew.js';

const classes = ['', 'A', 'B', '1', ' '];

/** One-hot step probabilities for a class sequence (0 = blank). */
function steps(seq: number[]): Float32Array {
  const p = new Float32Array(seq.length * classes.length);
  seq.forEach((k, s) => {
    p[s * classes.length + k] = 0.9;
    p[s * classes.length + ((k + 1) % classes.length)] = 0.1;
  });
  return p;
}

describe('text-line OCR building blocks', () => {
  it('sizes the detector input in multiples of 32 under the long-side cap', () => {
    assert.deepEqual(detectSize(463, 1013), { width: 448, height: 960 });
    assert.deepEqual(detectSize(100, 40), { width: 96, height: 32 });
  });

  it('finds line boxes in a probability map and drops weak regions', () => {
    const w = 40;
    const h = 20;
    const prob = new Float32Array(w * h);
    for (let y = 4; y < 8; y++) for (let x = 5; x < 30; x++) prob[y * w + x] = 0.95;
    for (let y = 12; y < 16; y++) for (let x = 5; x < 30; x++) prob[y * w + x] = 0.4;
    const boxes = boxesFromProbability(prob, w, h, 80, 40);
    assert.equal(boxes.length, 1);
    const b = boxes[0];
    assert.ok(b.x0 < 10 && b.x1 > 60 && b.y0 < 8 && b.y1 > 16 && b.y1 <= 40, JSON.stringify(b));
    assert.ok(b.score > 0.9);
  });

  it('estimates the skew of sloping line regions', () => {
    const w = 200;
    const h = 60;
    const prob = new Float32Array(w * h);
    // two bands falling 1 pixel every 20 (about 2.9 degrees)
    for (const top of [10, 35]) for (let x = 10; x < 190; x++) for (let y = 0; y < 5; y++) prob[(top + Math.floor(x / 20) + y) * w + x] = 0.9;
    for (let x = 10; x < 190; x++) for (let y = 0; y < 4; y++) prob[(50 + y) * w + x] = 0.9;
    const { skew } = detectLines(prob, w, h, w, h);
    assert.ok(skew > 1.5 && skew < 4, String(skew));
  });

  it('cuts a sloping line out along its own angle', async () => {
    const w = 200;
    const h = 60;
    const prob = new Float32Array(w * h);
    // one band falling 1 pixel every 10 (about 5.7 degrees)
    for (let x = 10; x < 190; x++) for (let y = 0; y < 5; y++) prob[(20 + Math.floor(x / 10) + y) * w + x] = 0.9;
    const [box] = detectLines(prob, w, h, w, h).boxes;
    assert.ok(box.tilt, JSON.stringify(box));
    const deg = (box.tilt.angle * 180) / Math.PI;
    assert.ok(deg > 4.5 && deg < 7, String(deg));
    // the reported box keeps the line's own height, not the hull of the slope (about 23 pixels)
    assert.ok(box.y1 - box.y0 < 16, JSON.stringify(box));
    // an image of the same dark band: the cut line is level (ink in most columns of a few rows)
    const img = { data: new Uint8Array(w * h).fill(255), width: w, height: h };
    for (let x = 10; x < 190; x++) for (let y = 0; y < 5; y++) img.data[(20 + Math.floor(x / 10) + y) * w + x] = 0;
    const crop = await cropLine(img, box);
    let level = 0;
    for (let y = 0; y < LINE_HEIGHT; y++) {
      let ink = 0;
      for (let x = 0; x < crop.width; x++) if (crop.data[y * crop.width + x] < 128) ink++;
      if (ink > 0.7 * crop.width) level++;
    }
    assert.ok(level >= 3, String(level));
  });

  it('maps boxes on a straightened page back onto the page as given', async () => {
    const img = { data: new Uint8Array(300 * 100).fill(255), width: 300, height: 100 };
    const s = await straighten(img, 4);
    assert.ok(s.image.width > 300 && s.image.height > 100);
    const mid = s.back({ x0: s.image.width / 2 - 10, y0: s.image.height / 2 - 5, x1: s.image.width / 2 + 10, y1: s.image.height / 2 + 5 });
    assert.ok(Math.abs((mid.x0 + mid.x1) / 2 - 150) < 1 && Math.abs((mid.y0 + mid.y1) / 2 - 50) < 1);
  });

  it('maps a box of the page given onto the straightened page and back', async () => {
    const img = { data: new Uint8Array(300 * 100).fill(255), width: 300, height: 100 };
    const s = await straighten(img, 4);
    const box = { x0: 100, y0: 40, x1: 200, y1: 60 };
    const on = s.forward(box);
    // the hull of the turned box is a little larger and holds the turned centre
    assert.ok(on.x1 - on.x0 >= 100 && on.y1 - on.y0 >= 20);
    const back = s.back({ x0: (on.x0 + on.x1) / 2 - 1, y0: (on.y0 + on.y1) / 2 - 1, x1: (on.x0 + on.x1) / 2 + 1, y1: (on.y0 + on.y1) / 2 + 1 });
    assert.ok(Math.abs((back.x0 + back.x1) / 2 - 150) < 1 && Math.abs((back.y0 + back.y1) / 2 - 50) < 1);
  });

  it('a larger detection reads only the region where the first found text, with a margin; boxes come back to the page', () => {
    const boxes = [
      { x0: 400, y0: 300, x1: 700, y1: 320, score: 0.9 },
      { x0: 420, y0: 340, x1: 680, y1: 360, score: 0.9, tilt: { cx: 550, cy: 350, angle: 0.03, halfLength: 130, halfHeight: 10 } },
    ];
    const r = textRegion(boxes, 1000, 2000)!;
    // beyond the boxes: three line heights across (60 pixels, more than a twentieth of the width), a twentieth of the height down (100)
    assert.deepEqual(r, { x0: 340, y0: 200, x1: 760, y1: 460 });
    const back = fromRegion([{ x0: 70, y0: 100, x1: 350, y1: 120, score: 0.8, tilt: { cx: 200, cy: 110, angle: 0, halfLength: 140, halfHeight: 10 } }], r)[0];
    assert.deepEqual([back.x0, back.y0, back.x1, back.y1, back.tilt!.cx, back.tilt!.cy], [410, 300, 690, 320, 540, 310]);
    // text over most of the page: no region
    assert.equal(textRegion([{ x0: 10, y0: 10, x1: 990, y1: 1990, score: 1 }], 1000, 2000), null);
    // the region's pixels
    const img = { data: Uint8Array.from({ length: 12 }, (_, i) => i), width: 4, height: 3 };
    assert.deepEqual([...cropGrey(img, { x0: 1, y0: 1, x1: 3, y1: 3 }).data], [5, 6, 9, 10]);
  });

  it('decodes CTC steps: repeats merge, blanks separate', () => {
    const out = ctcGreedy(steps([0, 1, 1, 0, 1, 2, 0, 0, 3]), 0, 9, classes);
    assert.deepEqual(out.map((e) => e.ch).join(''), 'AAB1');
    assert.deepEqual([out[0].s0, out[0].s1], [1, 2]);
  });

  it('splits words at wide blank columns and emitted spaces, not inside narrow pairs', () => {
    // 10-pixel steps; ink at the characters' columns, blank elsewhere
    const ink = new Uint8Array(200);
    const at = (s: number) => ink.fill(1, s * 10, s * 10 + 8);
    const chars: Emitted[] = [];
    for (const s of [0, 1, 2, 6, 7, 10, 11]) {
      at(s);
      chars.push({ ch: s === 10 || s === 11 ? '1' : 'A', s0: s, s1: s, p: 0.9 });
    }
    const words = splitWords(chars, { ink, band: 40 }, 10);
    assert.deepEqual(words.map((w) => w.text), ['AAA', 'AA', '11']);
    const spaced = splitWords([{ ch: 'A', s0: 0, s1: 0, p: 1 }, { ch: ' ', s0: 1, s1: 1, p: 1 }, { ch: 'B', s0: 2, s1: 2, p: 1 }], { ink: new Uint8Array(30).fill(1), band: 40 }, 10);
    assert.deepEqual(spaced.map((w) => w.text), ['A', 'B']);
  });

  it('breaks words where the recogniser gives a space some probability, and keeps brackets on their words', () => {
    const ink = new Uint8Array(100).fill(1);
    for (const x of [18, 19, 38, 39]) ink[x] = 0;
    const c = (ch: string, s: number, space?: number): Emitted => (space === undefined ? { ch, s0: s, s1: s, p: 0.9 } : { ch, s0: s, s1: s, p: 0.9, space });
    // narrow blanks everywhere: only the space probability decides
    const words = splitWords([c('A', 1), c('B', 2, 0.01), c('C', 3, 0.3), c('D', 4, 0.02)], { ink, band: 40 }, 10);
    assert.deepEqual(words.map((w) => w.text), ['AB', 'CD']);
    const hinted = splitWords([c('A', 1), c('B', 2, 0.08)], { ink: new Uint8Array(40).fill(1).fill(0, 18, 32), band: 20 }, 10);
    assert.equal(splitWords([c('A', 1), c('B', 2, 0.01)], { ink: new Uint8Array(40).fill(1).fill(0, 18, 32), band: 20 }, 10).length, 1);
    assert.deepEqual(hinted.map((w) => w.text), ['A', 'B']);
    const bracket = splitWords([c('(', 0), c(' ', 1), c('K', 2), c('L', 3), c(' ', 4), c(')', 5)], { ink: new Uint8Array(60).fill(1), band: 40 }, 10);
    assert.deepEqual(bracket.map((w) => w.text), ['(KL)']);
    const comma = splitWords([c('A', 1), c(',', 2, 0.4), c('B', 3, 0.4)], { ink: new Uint8Array(60).fill(1), band: 40 }, 10);
    assert.deepEqual(comma.map((w) => w.text), ['A,', 'B']);
    const amount = splitWords([c('7', 1), c('3', 2), c('.', 3, 0.4), c('0', 4, 0.4), c('0', 5)], { ink: new Uint8Array(70).fill(1), band: 40 }, 10);
    assert.deepEqual(amount.map((w) => w.text), ['73.00']);
    const emitted = splitWords([c('7', 1), c('3', 2), c('.', 3), c(' ', 4), c('0', 5), c('0', 6)], { ink: new Uint8Array(70).fill(1), band: 40 }, 10);
    assert.deepEqual(emitted.map((w) => w.text), ['73.00']);
  });

  it('ends a word after a mark followed by a wider blank than the one before it, not after a mark set evenly', () => {
    const c = (ch: string, s: number): Emitted => ({ ch, s0: s, s1: s, p: 0.9 });
    const chars = [c('3', 1), c(',', 3), c('J', 6)];
    // "3," close together, then a blank of 9 columns (under half the band: no break by width alone)
    const spaced = new Uint8Array(80).fill(1).fill(0, 22, 24).fill(0, 38, 47);
    assert.deepEqual(splitWords(chars, { ink: spaced, band: 20 }, 10).map((w) => w.text), ['3,', 'J']);
    // the same blank on both sides of the mark: one word ("<abbreviation>.32")
    const even = new Uint8Array(80).fill(1).fill(0, 22, 31).fill(0, 38, 47);
    assert.deepEqual(splitWords(chars, { ink: even, band: 20 }, 10).map((w) => w.text), ['3,J']);
    // between figures the mark is part of the number (a time), whatever the blanks
    assert.deepEqual(splitWords([c('8', 1), c(':', 3), c('1', 6)], { ink: spaced, band: 20 }, 10).map((w) => w.text), ['8:1']);
  });

  it('decides a hesitant comma or full stop from the glyph: a comma hangs below the baseline', () => {
    // letters rows 14-33 (baseline 33); a mark at columns 44-48
    const w = 60;
    const page = (tail: boolean): Uint8Array => {
      const g = new Uint8Array(w * LINE_HEIGHT).fill(255);
      for (let y = 14; y <= 33; y++) for (const x of [2, 3, 4, 10, 11, 12, 20, 21, 22, 30, 31, 32, 54, 55, 56]) g[y * w + x] = 0;
      for (let y = 29; y <= 33; y++) for (let x = 44; x <= 48; x++) g[y * w + x] = 0;
      if (tail) for (let y = 34; y <= 38; y++) g[y * w + 46 - (y > 36 ? 1 : 0)] = 0;
      return g;
    };
    const chars = (mark: string, alt: number): Emitted[] => [
      { ch: 'A', s0: 0, s1: 0, p: 0.9 },
      { ch: 'B', s0: 2, s1: 2, p: 0.9 },
      { ch: mark, s0: 4, s1: 4, p: 0.5, alt },
      { ch: 'C', s0: 5, s1: 5, p: 0.9 },
    ];
    const read = (g: Uint8Array, mark: string, alt: number) => settlePunctuation(chars(mark, alt), g, w, LINE_HEIGHT, 10).map((c) => c.ch).join('');
    assert.equal(read(page(true), '.', 0.4), 'AB,C');
    assert.equal(read(page(false), ',', 0.4), 'AB.C');
    // a sure reading is left alone, whatever the shape
    assert.equal(read(page(true), '.', 0.02), 'AB.C');
    // between figures the number decides
    const digits = chars('.', 0.4).map((c) => (c.ch === 'B' || c.ch === 'C' ? { ...c, ch: '5' } : c));
    assert.equal(settlePunctuation(digits, page(true), w, LINE_HEIGHT, 10).map((c) => c.ch).join(''), 'A5.5');
  });

  it('measures column ink inside the text band, light or dark text', () => {
    const w = 20;
    const dark = new Uint8Array(w * LINE_HEIGHT).fill(255);
    for (let y = 14; y < 34; y++) for (const x of [2, 3, 4, 12, 13]) dark[y * w + x] = 0;
    for (let x = 0; x < w; x++) dark[x] = 0; // a neighbouring line's ink at the top edge
    const ink = columnInk(dark, w, LINE_HEIGHT);
    assert.deepEqual([...ink.ink.slice(0, 8)], [0, 0, 1, 1, 1, 0, 0, 0]);
    assert.ok(ink.band >= 18 && ink.band <= 24, String(ink.band));
    const light = dark.map((v) => 255 - v);
    assert.deepEqual([...columnInk(light, w, LINE_HEIGHT).ink], [...ink.ink]);
  });

  it('cuts a line to the recogniser height and normalises it to -1..1', async () => {
    const img = { data: new Uint8Array(100 * 50).fill(200), width: 100, height: 50 };
    const crop = await cropLine(img, { x0: 10, y0: 10, x1: 90, y1: 34 });
    assert.equal(crop.width, 160);
    assert.equal(crop.data.length, 160 * LINE_HEIGHT);
    const t = lineTensor(crop);
    assert.equal(t.length, 3 * 160 * LINE_HEIGHT);
    assert.ok(Math.abs(t[0] - (200 / 127.5 - 1)) < 0.02);
  });
});
