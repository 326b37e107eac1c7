// An ONNX model as the rewrite sees it: the graph's nodes with their inputs, outputs and
// operator, the float constants, and every other field kept as raw bytes. Field numbers are
// those of onnx.proto.
import {
  BYTES,
  bytesField,
  floatField,
  readFields,
  text,
  textField,
  varintField,
  varints,
  varintValue,
  writeFields,
  WireError,
  type Field,
  type OutField,
} from './protobuf.js';

const MODEL = { graph: 7 };
const GRAPH = { node: 1, initializer: 5, output: 12 };
const NODE = { input: 1, output: 2, name: 3, op: 4, attribute: 5, domain: 7 };
const ATTR = { name: 1, f: 2, i: 3, s: 4, t: 5, ints: 8, type: 20 };
const ATTR_TYPE = { float: 1, tensor: 4, ints: 7 };
const TENSOR = { dims: 1, type: 2, floats: 4, name: 8, raw: 9 };
const FLOAT = 1;
/** TensorProto element types beside FLOAT */
export const ELEMENT = { float: 1, int8: 3 } as const;
const OPSET = { domain: 1, version: 2 };
const MODEL_OPSET = 8;
const VALUE_INFO_NAME = 1;
const VALUE_INFO_TYPE = 2;
const TYPE_TENSOR = 1;
const TENSOR_TYPE_ELEM = 1;

export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  /** attributes and the node's other fields (name, domain), untouched */
  rest: Field[];
}

export interface FloatTensor {
  dims: number[];
  values: Float32Array;
}

export interface OnnxModel {
  nodes: OnnxNode[];
  /** names the graph hands out: never renamed or removed */
  outputs: Set<string>;
  /** constants from Constant nodes and initializers, by name: TensorProto bytes until decoded */
  constants: Map<string, Uint8Array>;
  graphRest: Field[];
  modelRest: Field[];
}

function readNode(data: Uint8Array): OnnxNode {
  const node: OnnxNode = { op: '', inputs: [], outputs: [], rest: [] };
  for (const f of readFields(data)) {
    if (f.no === NODE.input && f.wire === BYTES) node.inputs.push(text(f));
    else if (f.no === NODE.output && f.wire === BYTES) node.outputs.push(text(f));
    else if (f.no === NODE.op && f.wire === BYTES) node.op = text(f);
    else node.rest.push(f);
  }
  return node;
}

/** The float tensor a TensorProto holds, or null for other element types. */
function readTensor(data: Uint8Array): FloatTensor | null {
  let type = 0;
  const dims: number[] = [];
  let raw: Uint8Array | null = null;
  let packed: Uint8Array | null = null;
  for (const f of readFields(data)) {
    if (f.no === TENSOR.dims) dims.push(...varints(f).map(Number));
    else if (f.no === TENSOR.type) type = Number(varintValue(f));
    else if (f.no === TENSOR.raw) raw = f.data;
    else if (f.no === TENSOR.floats && f.wire === BYTES) packed = f.data;
  }
  const bytes = raw ?? packed;
  if (type !== FLOAT || !bytes || bytes.length % 4) return null;
  const values = new Float32Array(bytes.length / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat32(i * 4, true);
  if (values.length !== dims.reduce((a, d) => a * d, 1)) return null;
  return { dims, values };
}

/** The TensorProto bytes of a Constant node's value attribute. */
function attributeTensor(node: OnnxNode): Uint8Array | null {
  for (const f of node.rest) {
    if (f.no !== NODE.attribute) continue;
    const t = readFields(f.data).find((a) => a.no === ATTR.t);
    if (t) return t.data;
  }
  return null;
}

/** A float constant by name, decoded on demand (weights are read once, so nothing is kept). */
export function constant(model: OnnxModel, name: string): FloatTensor | null {
  const c = model.constants.get(name);
  return c ? readTensor(c) : null;
}

/** Reads a serialised ModelProto. */
export function readModel(buf: Uint8Array): OnnxModel {
  const modelFields = readFields(buf);
  const graphField = modelFields.find((f) => f.no === MODEL.graph);
  if (!graphField) throw new WireError('the model has no graph');
  const model: OnnxModel = {
    nodes: [],
    outputs: new Set(),
    constants: new Map(),
    graphRest: [],
    modelRest: modelFields.filter((f) => f !== graphField),
  };
  for (const f of readFields(graphField.data)) {
    if (f.no === GRAPH.node) {
      const node = readNode(f.data);
      model.nodes.push(node);
      if (node.op === 'Constant' && node.outputs.length === 1) {
        const t = attributeTensor(node);
        if (t) model.constants.set(node.outputs[0], t);
      }
      continue;
    }
    if (f.no === GRAPH.initializer) {
      const name = readFields(f.data).find((x) => x.no === TENSOR.name);
      if (name) model.constants.set(text(name), f.data);
    } else if (f.no === GRAPH.output) {
      const name = readFields(f.data).find((x) => x.no === VALUE_INFO_NAME);
      if (name) model.outputs.add(text(name));
    }
    model.graphRest.push(f);
  }
  return model;
}

function nodeFields(node: OnnxNode): OutField[] {
  return [
    ...node.inputs.map((s) => textField(NODE.input, s)),
    ...node.outputs.map((s) => textField(NODE.output, s)),
    textField(NODE.op, node.op),
    ...node.rest,
  ];
}

/** Serialises the model with its (rewritten) nodes. */
export function writeModel(model: OnnxModel): Uint8Array {
  const graph: OutField[] = [...model.nodes.map((n) => ({ no: GRAPH.node, fields: nodeFields(n) })), ...model.graphRest];
  return writeFields([...model.modelRest, { no: MODEL.graph, fields: graph }]);
}

function tensorProto(name: string, t: FloatTensor): Uint8Array {
  const raw = new Uint8Array(t.values.length * 4);
  const view = new DataView(raw.buffer);
  t.values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return writeFields([...t.dims.map((d) => varintField(TENSOR.dims, d)), varintField(TENSOR.type, FLOAT), textField(TENSOR.name, name), bytesField(TENSOR.raw, raw)]);
}

/** A Constant node producing `name`, registered in the model's constants. */
export function constantNode(model: OnnxModel, name: string, t: FloatTensor): OnnxNode {
  const proto = tensorProto(name, t);
  model.constants.set(name, proto);
  const attr = writeFields([textField(ATTR.name, 'value'), bytesField(ATTR.t, proto), varintField(ATTR.type, ATTR_TYPE.tensor)]);
  return { op: 'Constant', inputs: [], outputs: [name], rest: [textField(NODE.name, name), bytesField(NODE.attribute, attr)] };
}

/** A node with float attributes only. */
export function floatNode(op: string, name: string, inputs: string[], outputs: string[], attrs: Record<string, number>): OnnxNode {
  const rest = [textField(NODE.name, name)];
  for (const [k, v] of Object.entries(attrs)) {
    rest.push(bytesField(NODE.attribute, writeFields([textField(ATTR.name, k), floatField(ATTR.f, v), varintField(ATTR.type, ATTR_TYPE.float)])));
  }
  return { op, inputs, outputs, rest };
}

/** Forgets the declared shape of a graph output (kept as a float tensor) after its size changed. */
export function clearOutputShape(model: OnnxModel, name: string): void {
  model.graphRest = model.graphRest.map((f) => {
    if (f.no !== GRAPH.output) return f;
    const n = readFields(f.data).find((x) => x.no === VALUE_INFO_NAME);
    if (!n || text(n) !== name) return f;
    const tensorType = writeFields([varintField(TENSOR_TYPE_ELEM, FLOAT)]);
    const type = writeFields([bytesField(TYPE_TENSOR, tensorType)]);
    return bytesField(GRAPH.output, writeFields([textField(VALUE_INFO_NAME, name), bytesField(VALUE_INFO_TYPE, type)]));
  });
}

/** The fields of the node's attribute called `name`, if it has one. */
function attribute(node: OnnxNode, name: string): ReturnType<typeof readFields> | undefined {
  for (const f of node.rest) {
    if (f.no !== NODE.attribute) continue;
    const fields = readFields(f.data);
    const n = fields.find((a) => a.no === ATTR.name);
    if (n && text(n) === name) return fields;
  }
  return undefined;
}

/** The value of a float attribute, if the node has it. */
export function floatAttribute(node: OnnxNode, name: string): number | undefined {
  const v = attribute(node, name)?.find((a) => a.no === ATTR.f);
  return v ? new DataView(v.data.buffer, v.data.byteOffset, 4).getFloat32(0, true) : undefined;
}

/** The value of an integer attribute, if the node has it. */
export function intAttribute(node: OnnxNode, name: string): number | undefined {
  const v = attribute(node, name)?.find((a) => a.no === ATTR.i);
  return v ? Number(varintValue(v)) : undefined;
}

/** The values of an integer-list attribute (packed or not), if the node has it. */
export function intsAttribute(node: OnnxNode, name: string): number[] | undefined {
  return attribute(node, name)?.filter((a) => a.no === ATTR.ints).flatMap((a) => (a.wire === BYTES ? varints(a) : [varintValue(a)]).map(Number));
}

/** The value of a string attribute, if the node has it. */
export function stringAttribute(node: OnnxNode, name: string): string | undefined {
  const v = attribute(node, name)?.find((a) => a.no === ATTR.s);
  return v ? text(v) : undefined;
}

/** A Constant node producing `name` from raw little-endian element bytes of the given type. */
export function typedConstantNode(model: OnnxModel, name: string, type: number, dims: number[], raw: Uint8Array): OnnxNode {
  const proto = writeFields([...dims.map((d) => varintField(TENSOR.dims, d)), varintField(TENSOR.type, type), textField(TENSOR.name, name), bytesField(TENSOR.raw, raw)]);
  model.constants.set(name, proto);
  const attr = writeFields([textField(ATTR.name, 'value'), bytesField(ATTR.t, proto), varintField(ATTR.type, ATTR_TYPE.tensor)]);
  return { op: 'Constant', inputs: [], outputs: [name], rest: [textField(NODE.name, name), bytesField(NODE.attribute, attr)] };
}

/** A node with integer-list attributes only, in `domain` when given (else the standard one). */
export function intsNode(op: string, name: string, inputs: string[], outputs: string[], attrs: Record<string, number[]>, domain?: string): OnnxNode {
  const rest = [textField(NODE.name, name)];
  for (const [k, v] of Object.entries(attrs)) {
    rest.push(bytesField(NODE.attribute, writeFields([textField(ATTR.name, k), ...v.map((x) => varintField(ATTR.ints, x)), varintField(ATTR.type, ATTR_TYPE.ints)])));
  }
  if (domain) rest.push(textField(NODE.domain, domain));
  return { op, inputs, outputs, rest };
}

/** Declares an operator set the model's nodes may use (no change when it is already declared). */
export function importOpset(model: OnnxModel, domain: string, version: number): void {
  const declared = model.modelRest.some((f) => {
    if (f.no !== MODEL_OPSET) return false;
    const d = readFields(f.data).find((x) => x.no === OPSET.domain);
    return (d ? text(d) : '') === domain;
  });
  if (!declared) model.modelRest.push(bytesField(MODEL_OPSET, writeFields([textField(OPSET.domain, domain), varintField(OPSET.version, version)])));
}
