// Exact rewrites of the OCR networks before they are loaded. The exported PP-OCR graphs spell
// out, after nearly every convolution, a scalar scale and shift and then hard-swish as four
// element-wise operators; ONNX Runtime fuses neither, so each becomes a pass over the whole
// feature map. Folding the scale and shift into the convolution's weights and writing
// hard-swish as HardSigmoid times its input (which the runtime fuses) computes the same
// function (within float rounding) in about half the time on the recogniser. Hard-swish is
// followed by another scalar scale and shift; those go into the pointwise convolution after
// them or become a per-channel batch norm, which the runtime runs in its blocked layout.
import { quantisePointwise } from './quantise.js';
import { clearOutputShape, constant, constantNode, floatAttribute, floatNode, intsAttribute, readModel, stringAttribute, writeModel, type OnnxModel, type OnnxNode } from './onnx-model.js';

export interface FuseOptions {
  /**
   * Output classes to keep (ascending indices) when the graph ends in MatMul, Add and Softmax
   * over its classes: the other columns of the classifier are cut, so the network scores and
   * normalises over the kept classes only.
   */
  keepClasses?: number[];
  /**
   * Pointwise convolutions as 8-bit integer matrix products (see quantise.ts): about a third
   * less time a recogniser run on a processor with 8-bit dot-product instructions (VNNI).
   */
  int8Pointwise?: boolean;
}

export interface FuseReport {
  /** convolutions that absorbed a following scalar scale and shift */
  convAffine: number;
  /** Add/Clip/Mul/Div hard-swish chains written as HardSigmoid and Mul */
  hardSwish: number;
  /** scalar scale-and-shift pairs folded into the pointwise convolution that reads them */
  affineInto: number;
  /** other scalar scale-and-shift pairs written as a per-channel BatchNormalization */
  affineNorm: number;
  /** output classes after trimming (the model's own count when nothing was cut) */
  classes?: number;
  /** pointwise convolutions rewritten as 8-bit matrix products (when asked for) */
  int8?: number;
}

type Consumers = Map<string, OnnxNode[]>;

function consumers(model: OnnxModel): Consumers {
  const map: Consumers = new Map();
  for (const n of model.nodes) {
    for (const i of n.inputs) {
      const list = map.get(i);
      if (list) list.push(n);
      else map.set(i, [n]);
    }
  }
  return map;
}

/** The one node reading `name` when it has operator `op`, unless the graph hands `name` out. */
function soleConsumer(model: OnnxModel, users: Consumers, name: string, op: string): OnnxNode | null {
  const list = users.get(name) ?? [];
  return list.length === 1 && list[0].op === op && !model.outputs.has(name) ? list[0] : null;
}

/** The value of a one-element constant input of `node` other than `not`, and that input's name. */
function scalarInput(model: OnnxModel, node: OnnxNode, not: string): { name: string; value: number } | null {
  const others = node.inputs.filter((i) => i !== not);
  if (node.inputs.length !== 2 || others.length !== 1) return null;
  const t = constant(model, others[0]);
  return t && t.values.length === 1 ? { name: others[0], value: t.values[0] } : null;
}

/** A Mul by a scalar whose only reader is an Add of a scalar: x * s + b, with its two nodes. */
function scalarAffine(model: OnnxModel, users: Consumers, mul: OnnxNode) {
  if (mul.op !== 'Mul' || mul.outputs.length !== 1 || mul.inputs.length !== 2) return null;
  const x = mul.inputs.find((i) => !model.constants.has(i));
  const s = x && scalarInput(model, mul, x);
  const add = s ? soleConsumer(model, users, mul.outputs[0], 'Add') : null;
  const b = add && scalarInput(model, add, mul.outputs[0]);
  return x && s && add && b ? { x, s, add, b } : null;
}

/** Conv -> Mul(s) -> Add(b) becomes one Conv with weights s*W and bias s*B + b. */
function foldConvAffine(model: OnnxModel): number {
  const users = consumers(model);
  const dead = new Set<OnnxNode>();
  const added = new Map<OnnxNode, OnnxNode[]>();
  for (const conv of model.nodes) {
    if (conv.op !== 'Conv' || conv.outputs.length !== 1) continue;
    const mul = soleConsumer(model, users, conv.outputs[0], 'Mul');
    const s = mul && scalarInput(model, mul, conv.outputs[0]);
    const add = mul && soleConsumer(model, users, mul.outputs[0], 'Add');
    const b = add && scalarInput(model, add, mul.outputs[0]);
    const w = constant(model, conv.inputs[1]);
    if (!mul || !s || !add || !b || !w || w.dims.length < 1) continue;
    const bias = conv.inputs[2] ? constant(model, conv.inputs[2]) : { dims: [w.dims[0]], values: new Float32Array(w.dims[0]) };
    if (!bias || bias.values.length !== w.dims[0]) continue;
    const out = add.outputs[0];
    const wNode = constantNode(model, `${out}:w`, { dims: w.dims, values: w.values.map((v) => v * s.value) });
    const bNode = constantNode(model, `${out}:b`, { dims: [w.dims[0]], values: bias.values.map((v) => v * s.value + b.value) });
    conv.inputs = [conv.inputs[0], `${out}:w`, `${out}:b`];
    conv.outputs = [out];
    added.set(conv, [wNode, bNode]);
    dead.add(mul).add(add);
  }
  model.nodes = model.nodes.flatMap((n) => (dead.has(n) ? [] : [...(added.get(n) ?? []), n]));
  return added.size;
}

/**
 * Mul(s) -> Add(b) read only by a 1x1 convolution without padding becomes part of that
 * convolution: weights s*W and bias B + b * (sum of W over its inputs). The pairs that follow
 * hard-swish cannot go into the convolution before them, and as scalar operators they kept the
 * runtime's blocked-layout convolutions apart (a layout change out and back in around each).
 * A convolution with padding would see the shift b where it pads with zeros, so only pointwise
 * ones take it.
 */
function foldAffineIntoPointwise(model: OnnxModel): number {
  const users = consumers(model);
  const dead = new Set<OnnxNode>();
  const added = new Map<OnnxNode, OnnxNode[]>();
  for (const mul of model.nodes) {
    const pair = scalarAffine(model, users, mul);
    if (!pair) continue;
    const { x, s, add, b } = pair;
    const conv = soleConsumer(model, users, add.outputs[0], 'Conv');
    if (!conv || conv.inputs[0] !== add.outputs[0] || added.has(conv)) continue;
    const w = constant(model, conv.inputs[1]);
    if (!w || w.dims.length !== 4 || w.dims[2] !== 1 || w.dims[3] !== 1) continue;
    if ((intsAttribute(conv, 'pads') ?? []).some((p) => p !== 0)) continue;
    const autoPad = stringAttribute(conv, 'auto_pad');
    if (autoPad !== undefined && autoPad !== 'NOTSET') continue;
    const [outs, ins] = w.dims;
    const bias = conv.inputs[2] ? constant(model, conv.inputs[2]) : { dims: [outs], values: new Float32Array(outs) };
    if (!bias || bias.values.length !== outs) continue;
    const name = conv.outputs[0];
    const nb = new Float32Array(outs);
    for (let o = 0; o < outs; o++) {
      let sum = 0;
      for (let i = 0; i < ins; i++) sum += w.values[o * ins + i];
      nb[o] = bias.values[o] + b.value * sum;
    }
    const wNode = constantNode(model, `${name}:pw`, { dims: w.dims, values: w.values.map((v) => v * s.value) });
    const bNode = constantNode(model, `${name}:pb`, { dims: [outs], values: nb });
    conv.inputs = [x, `${name}:pw`, `${name}:pb`];
    added.set(conv, [wNode, bNode]);
    dead.add(mul).add(add);
  }
  model.nodes = model.nodes.flatMap((n) => (dead.has(n) ? [] : [...(added.get(n) ?? []), n]));
  return added.size;
}

/** Channels of a value: those of the convolution it comes from through element-wise operators. */
function channels(model: OnnxModel, made: Map<string, OnnxNode>, name: string): number | null {
  for (let depth = 0; depth < 4; depth++) {
    const n = made.get(name);
    if (!n) return null;
    if (n.op === 'Conv') return constant(model, n.inputs[1])?.dims[0] ?? null;
    if (!['Mul', 'Add', 'HardSigmoid', 'Relu', 'Clip'].includes(n.op)) return null;
    const next = n.inputs.find((i) => !model.constants.has(i));
    if (!next) return null;
    name = next;
  }
  return null;
}

/**
 * The scalar scale-and-shift pairs left over (those before a padded convolution) become one
 * BatchNormalization with that scale and shift on every channel (mean 0, variance 1, epsilon
 * 0: the same arithmetic). The runtime turns it into a 1x1 depthwise convolution in its
 * blocked layout, so the feature map no longer leaves that layout and comes back around two
 * scalar operators.
 */
function affineAsBatchNorm(model: OnnxModel): number {
  const users = consumers(model);
  const made = producers(model);
  const dead = new Set<OnnxNode>();
  const added = new Map<OnnxNode, OnnxNode[]>();
  for (const mul of model.nodes) {
    const pair = scalarAffine(model, users, mul);
    const c = pair && channels(model, made, pair.x);
    if (!pair || !c) continue;
    const { x, s, add, b } = pair;
    const name = add.outputs[0];
    const fill = (suffix: string, v: number): OnnxNode => constantNode(model, `${name}:${suffix}`, { dims: [c], values: new Float32Array(c).fill(v) });
    const params = [fill('scale', s.value), fill('shift', b.value), fill('mean', 0), fill('var', 1)];
    const inputs = [x, ...params.map((p) => p.outputs[0])];
    added.set(add, [...params, floatNode('BatchNormalization', `${name}:bn`, inputs, [name], { epsilon: 0 })]);
    dead.add(mul);
  }
  model.nodes = model.nodes.flatMap((n) => (dead.has(n) ? [] : (added.get(n) ?? [n])));
  return added.size;
}

/** The clip bounds of a Clip node: attributes before opset 11, constant inputs from then on. */
function clipBounds(model: OnnxModel, clip: OnnxNode): [number, number] | null {
  if (clip.inputs.length === 1) {
    const lo = floatAttribute(clip, 'min');
    const hi = floatAttribute(clip, 'max');
    return lo === undefined || hi === undefined ? null : [lo, hi];
  }
  const lo = constant(model, clip.inputs[1]);
  const hi = constant(model, clip.inputs[2]);
  return lo?.values.length === 1 && hi?.values.length === 1 ? [lo.values[0], hi.values[0]] : null;
}

/** x * Clip(x + 3, 0, 6) / 6 becomes x * HardSigmoid(x) with alpha 1/6 and beta 1/2. */
function hardSwish(model: OnnxModel): number {
  const users = consumers(model);
  const dead = new Set<OnnxNode>();
  let count = 0;
  model.nodes = model.nodes.map((add) => {
    if (add.op !== 'Add' || add.outputs.length !== 1) return add;
    const three = add.inputs.map((i) => constant(model, i)).findIndex((t) => t?.values.length === 1 && t.values[0] === 3);
    if (three < 0 || add.inputs.length !== 2) return add;
    const x = add.inputs[1 - three];
    const clip = soleConsumer(model, users, add.outputs[0], 'Clip');
    const bounds = clip && clipBounds(model, clip);
    if (!clip || !bounds || bounds[0] !== 0 || bounds[1] !== 6) return add;
    const mul = soleConsumer(model, users, clip.outputs[0], 'Mul');
    if (!mul || mul.inputs.length !== 2 || !mul.inputs.includes(x)) return add;
    const div = soleConsumer(model, users, mul.outputs[0], 'Div');
    if (!div || scalarInput(model, div, mul.outputs[0])?.value !== 6 || div.inputs[0] !== mul.outputs[0]) return add;
    const hs = `${div.outputs[0]}:hsig`;
    mul.inputs = [x, hs];
    mul.outputs = [div.outputs[0]];
    dead.add(clip).add(div);
    count++;
    return floatNode('HardSigmoid', hs, [x], [hs], { alpha: 1 / 6, beta: 0.5 });
  });
  model.nodes = model.nodes.filter((n) => !dead.has(n));
  return count;
}

/** The producer of each value, by name. */
function producers(model: OnnxModel): Map<string, OnnxNode> {
  const map = new Map<string, OnnxNode>();
  for (const n of model.nodes) for (const o of n.outputs) map.set(o, n);
  return map;
}

/** Cuts the classifier (MatMul by [D, C], Add of [C], Softmax) feeding a graph output to `keep`. */
function trimClasses(model: OnnxModel, keep: number[]): number | undefined {
  const made = producers(model);
  for (const out of model.outputs) {
    const softmax = made.get(out);
    const add = softmax?.op === 'Softmax' ? made.get(softmax.inputs[0]) : undefined;
    if (!add || add.op !== 'Add') continue;
    const biasName = add.inputs.find((i) => model.constants.has(i));
    const matmul = made.get(add.inputs.find((i) => i !== biasName) ?? '');
    const weightName = matmul?.op === 'MatMul' ? matmul.inputs.find((i) => model.constants.has(i)) : undefined;
    const bias = biasName ? constant(model, biasName) : null;
    const weight = weightName ? constant(model, weightName) : null;
    if (!matmul || !bias || !weight || weight.dims.length !== 2 || matmul.inputs[1] !== weightName) continue;
    const [rows, cols] = weight.dims;
    if (bias.values.length !== cols || keep.some((k) => k < 0 || k >= cols)) continue;
    const w = new Float32Array(rows * keep.length);
    for (let r = 0; r < rows; r++) keep.forEach((k, j) => (w[r * keep.length + j] = weight.values[r * cols + k]));
    const wNode = constantNode(model, `${weightName}:kept`, { dims: [rows, keep.length], values: w });
    const bNode = constantNode(model, `${biasName}:kept`, { dims: [keep.length], values: Float32Array.from(keep, (k) => bias.values[k]) });
    matmul.inputs = [matmul.inputs[0], `${weightName}:kept`];
    add.inputs = add.inputs.map((i) => (i === biasName ? `${biasName}:kept` : i));
    model.nodes.unshift(wNode, bNode);
    clearOutputShape(model, out);
    return keep.length;
  }
  return undefined;
}

/** Drops Constant nodes nothing reads any more (the runtime would warn about each). */
function dropUnusedConstants(model: OnnxModel): void {
  const used = new Set(model.nodes.flatMap((n) => n.inputs));
  model.nodes = model.nodes.filter((n) => n.op !== 'Constant' || n.outputs.some((o) => used.has(o) || model.outputs.has(o)));
}

/** Rewrites a serialised model; a model without these patterns comes back unchanged in meaning. */
export function fuseModel(bytes: Uint8Array, opts: FuseOptions = {}): { model: Uint8Array; report: FuseReport } {
  const model = readModel(bytes);
  const convAffine = foldConvAffine(model);
  const swish = hardSwish(model);
  const affineInto = foldAffineIntoPointwise(model);
  const affineNorm = affineAsBatchNorm(model);
  const classes = opts.keepClasses ? trimClasses(model, opts.keepClasses) : undefined;
  const int8 = opts.int8Pointwise ? quantisePointwise(model) : undefined;
  dropUnusedConstants(model);
  const report: FuseReport = { convAffine, hardSwish: swish, affineInto, affineNorm, ...(classes ? { classes } : {}), ...(int8 !== undefined ? { int8 } : {}) };
  return { model: writeModel(model), report };
}
