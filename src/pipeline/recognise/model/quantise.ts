// Pointwise (1x1) convolutions in 8-bit integers. Most of the recogniser's time goes to its
// pointwise convolutions (up to 480 channels in and out), which are matrix products over the
// channels. Each becomes a transpose to channels-last, ONNX Runtime's DynamicQuantizeMatMul
// (the input quantised to 8 bits per run from its own range, the weights ahead of time to 8
// bits per output channel, products summed in 32-bit integers and scaled back to float) and
// a transpose back. No calibration data is needed: the input's scale comes from each run, and
// the output stays float, so the layers around the convolution are untouched.
import { constant, ELEMENT, importOpset, intAttribute, intsAttribute, intsNode, stringAttribute, typedConstantNode, type OnnxModel, type OnnxNode } from './onnx-model.js';

/** The runtime's own operator set, which holds DynamicQuantizeMatMul. */
const RUNTIME_DOMAIN = 'com.microsoft';

/** The weights of `conv` when it is a plain pointwise convolution (one group, stride 1, no padding). */
function pointwise(model: OnnxModel, conv: OnnxNode): { outs: number; ins: number; w: Float32Array; bias: Float32Array } | null {
  if (conv.op !== 'Conv' || conv.outputs.length !== 1 || conv.inputs.length < 2) return null;
  const w = constant(model, conv.inputs[1]);
  if (!w || w.dims.length !== 4 || w.dims[2] !== 1 || w.dims[3] !== 1) return null;
  if ((intAttribute(conv, 'group') ?? 1) !== 1) return null;
  if ((intsAttribute(conv, 'strides') ?? []).some((s) => s !== 1)) return null;
  if ((intsAttribute(conv, 'pads') ?? []).some((p) => p !== 0)) return null;
  const autoPad = stringAttribute(conv, 'auto_pad');
  if (autoPad !== undefined && autoPad !== 'NOTSET') return null;
  const [outs, ins] = w.dims;
  const bias = conv.inputs[2] ? constant(model, conv.inputs[2]) : { dims: [outs], values: new Float32Array(outs) };
  if (!bias || bias.values.length !== outs) return null;
  return { outs, ins, w: w.values, bias: bias.values };
}

/**
 * Rewrites the pointwise convolutions with at least `minWeights` weights (out x in channels)
 * as 8-bit matrix products; returns how many. Weights are quantised symmetrically per output
 * channel (scale = largest magnitude / 127, zero point 0).
 */
export function quantisePointwise(model: OnnxModel, minWeights = 0): number {
  const added = new Map<OnnxNode, OnnxNode[]>();
  for (const conv of model.nodes) {
    const p = pointwise(model, conv);
    if (!p || p.outs * p.ins < minWeights) continue;
    const { outs, ins, w, bias } = p;
    const scales = new Float32Array(outs);
    // B of the product is [in, out]: column o holds output channel o's weights
    const q = new Int8Array(ins * outs);
    for (let o = 0; o < outs; o++) {
      let max = 0;
      for (let i = 0; i < ins; i++) max = Math.max(max, Math.abs(w[o * ins + i]));
      scales[o] = max > 0 ? max / 127 : 1;
      for (let i = 0; i < ins; i++) q[i * outs + o] = Math.round(w[o * ins + i] / scales[o]);
    }
    const y = conv.outputs[0];
    const bytes = (a: Float32Array | Int8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
    const consts = [
      typedConstantNode(model, `${y}:q8w`, ELEMENT.int8, [ins, outs], bytes(q)),
      typedConstantNode(model, `${y}:q8s`, ELEMENT.float, [outs], bytes(scales)),
      typedConstantNode(model, `${y}:q8z`, ELEMENT.int8, [outs], new Uint8Array(outs)),
      typedConstantNode(model, `${y}:q8b`, ELEMENT.float, [outs], bytes(Float32Array.from(bias))),
    ];
    added.set(conv, [
      ...consts,
      intsNode('Transpose', `${y}:nhwc`, [conv.inputs[0]], [`${y}:nhwc`], { perm: [0, 2, 3, 1] }),
      intsNode('DynamicQuantizeMatMul', `${y}:q8`, [`${y}:nhwc`, ...consts.map((c) => c.outputs[0])], [`${y}:q8`], {}, RUNTIME_DOMAIN),
      intsNode('Transpose', `${y}:nchw`, [`${y}:q8`], [y], { perm: [0, 3, 1, 2] }),
    ]);
  }
  if (added.size) importOpset(model, RUNTIME_DOMAIN, 1);
  model.nodes = model.nodes.flatMap((n) => added.get(n) ?? [n]);
  return added.size;
}
