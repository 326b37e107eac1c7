import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import * as ort from 'onnxruntime-node';
import { detectStrips } from '../ocr/lines/detect.js';
import { fuseModel } from './fuse.js';
import { latinClasses, lineModels, readClasses } from '../ocr/lines/models.js';
import { bytesField, floatField, readFields, text, textField, varintField, varints, varintValue, WireError, writeFields } from './protobuf.js';

/** Runs a model on a fixed, varied input and returns its first output. */
async function run(model: Uint8Array, dims: number[]): Promise<Float32Array> {
  const s = await ort.InferenceSession.create(model, { intraOpNumThreads: 1, graphOptimizationLevel: 'all' });
  try {
    const n = dims.reduce((a, d) => a * d, 1);
    const x = Float32Array.from({ length: n }, (_, i) => Math.sin(i * 0.37) * 1.5);
    const out = await s.run({ [s.inputNames[0]]: new ort.Tensor('float32', x, dims) });
    return out[s.outputNames[0]].data as Float32Array;
  } finally {
    await s.release();
  }
}

function maxDiff(a: Float32Array, b: Float32Array): number {
  assert.equal(a.length, b.length);
  let d = 0;
  for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i] - b[i]));
  return d;
}

describe('protocol-buffer fields', () => {
  it('writes and reads back varints, floats, text and nested messages', () => {
    const inner = [textField(1, 'Conv'), varintField(2, -3)];
    const msg = writeFields([varintField(1, 300), { no: 7, fields: inner }, floatField(3, 0.5), bytesField(4, new Uint8Array([1, 2, 3]))]);
    const f = readFields(msg);
    assert.deepEqual(f.map((x) => x.no), [1, 7, 3, 4]);
    assert.equal(varintValue(f[0]), 300n);
    const nested = readFields(f[1].data);
    assert.equal(text(nested[0]), 'Conv');
    assert.equal(varintValue(nested[1]), -3n);
    assert.equal(new DataView(f[2].data.buffer, f[2].data.byteOffset, 4).getFloat32(0, true), 0.5);
    assert.deepEqual([...f[3].data], [1, 2, 3]);
    // packed repeated varints
    assert.deepEqual(varints({ no: 1, wire: 2, data: new Uint8Array([1, 0x96, 0x01]) }), [1n, 150n]);
  });

  it('refuses a field that runs past the end of the message', () => {
    assert.throws(() => readFields(new Uint8Array([0x0a, 0x05, 0x01])), WireError);
    assert.throws(() => readFields(new Uint8Array([0x08, 0xff])), WireError);
  });
});

describe('model rewrite', () => {
  const models = lineModels();

  it('folds the recogniser scale-and-shift and hard-swish chains without changing its output', async () => {
    const original = fs.readFileSync(models.recognition);
    const { model, report } = fuseModel(original);
    assert.ok(report.convAffine >= 20, `folded ${report.convAffine} convolutions`);
    assert.ok(report.hardSwish >= 20, `rewrote ${report.hardSwish} hard-swish chains`);
    // every scale-and-shift after hard-swish: into the pointwise convolution after it, or a batch norm
    assert.ok(report.affineInto >= 10 && report.affineNorm >= 10, `${report.affineInto} into pointwise, ${report.affineNorm} as batch norm`);
    assert.equal(report.affineInto + report.affineNorm, report.hardSwish);
    const dims = [1, 3, 48, 160];
    assert.ok(maxDiff(await run(original, dims), await run(model, dims)) < 1e-4);
  });

  it('cuts the recogniser to the kept classes, which score as the full model renormalised over them', async () => {
    const original = fs.readFileSync(models.recognition);
    const keep = latinClasses(readClasses(models.dictionary));
    assert.ok(keep.length > 100 && keep.length < 200);
    const { model, report } = fuseModel(original, { keepClasses: keep });
    assert.equal(report.classes, keep.length);
    const dims = [1, 3, 48, 96];
    const full = await run(original, dims);
    const cut = await run(model, dims);
    const classes = full.length / (cut.length / keep.length);
    assert.equal(cut.length % keep.length, 0);
    for (let step = 0; step < cut.length / keep.length; step++) {
      const kept = keep.map((k) => full[step * classes + k]);
      const sum = kept.reduce((a, v) => a + v, 0);
      kept.forEach((v, j) => assert.ok(Math.abs(v / sum - cut[step * keep.length + j]) < 1e-3));
    }
  });

  it('runs the recogniser pointwise convolutions as 8-bit products that read the same', async () => {
    const original = fs.readFileSync(models.recognition);
    const keep = latinClasses(readClasses(models.dictionary));
    const float = fuseModel(original, { keepClasses: keep }).model;
    const { model, report } = fuseModel(original, { keepClasses: keep, int8Pointwise: true });
    // every pointwise convolution of the backbone, and nothing else
    assert.ok(report.int8 !== undefined && report.int8 >= 15, `${report.int8} in 8 bits`);
    const dims = [1, 3, 48, 160];
    const a = await run(float, dims);
    const b = await run(model, dims);
    // probabilities move a little; the likeliest class of each output step stays the same
    assert.ok(maxDiff(a, b) > 0 && maxDiff(a, b) < 0.5, `largest change ${maxDiff(a, b)}`);
    const best = (p: Float32Array, step: number) => {
      let k = 0;
      for (let j = 1; j < keep.length; j++) if (p[step * keep.length + j] > p[step * keep.length + k]) k = j;
      return k;
    };
    let same = 0;
    const steps = a.length / keep.length;
    for (let step = 0; step < steps; step++) if (best(a, step) === best(b, step)) same++;
    assert.ok(same >= steps - 1, `${same} of ${steps} output steps agree`);
    // without the option nothing is quantised
    assert.equal(fuseModel(original).report.int8, undefined);
  });

  it('does the same for the detector', async () => {
    const original = fs.readFileSync(models.detection);
    const { model, report } = fuseModel(original);
    assert.ok(report.convAffine > 0 && report.hardSwish > 0 && report.affineInto > 0 && report.affineNorm > 0);
    const dims = [1, 3, 96, 128];
    assert.ok(maxDiff(await run(original, dims), await run(model, dims)) < 1e-4);
  });

  it('returns a model without those chains unchanged in meaning', async () => {
    const once = fuseModel(fs.readFileSync(models.detection)).model;
    const twice = fuseModel(once);
    assert.deepEqual(twice.report, { convAffine: 0, hardSwish: 0, affineInto: 0, affineNorm: 0 });
  });
});

describe('detector strips', () => {
  for (const [w, h] of [
    [736, 960],
    [448, 960],
    [960, 736],
    [1024, 2400],
    [2400, 1024],
    [96, 32],
  ]) {
    it(`covers every row of a ${w} x ${h} input once, in strips the network can take`, () => {
      const strips = detectStrips(w, h);
      let next = 0;
      for (const s of strips) {
        assert.equal(s.keep0, next);
        assert.ok(s.y0 <= s.keep0 && s.keep0 < s.keep1 && s.keep1 <= s.y1 && s.y1 <= h);
        assert.equal(s.y0 % 32, 0);
        assert.equal((s.y1 - s.y0) % 32, 0);
        // rows kept next to a cut had context on that side
        if (s.y0 > 0) assert.ok(s.keep0 - s.y0 >= 32);
        if (s.y1 < h) assert.ok(s.y1 - s.keep1 >= 32);
        next = s.keep1;
      }
      assert.equal(next, h);
      if (w * h <= 1_000_000) assert.equal(strips.length, 1, "inputs up to 1 Mpx are detected whole");
      else assert.ok(strips.length > 1 && strips.every((s) => (s.y1 - s.y0) * w <= Math.max(500_000, 192 * w)));
    });
  }
});
