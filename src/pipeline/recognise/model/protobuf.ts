// The protocol-buffer wire format, as far as the model rewrite needs it: a message is read as
// a list of fields whose values stay raw bytes, and written back from such a list. Nothing is
// decoded that the rewrite does not look at, so unknown fields pass through unchanged.

export const VARINT = 0;
export const FIXED64 = 1;
export const BYTES = 2;
export const FIXED32 = 5;

export interface Field {
  no: number;
  wire: number;
  /** the encoded value: varint bytes, 4 or 8 fixed bytes, or a length-delimited payload */
  data: Uint8Array;
}

export class WireError extends Error {}

function varintEnd(buf: Uint8Array, pos: number): number {
  for (let i = pos; i < buf.length && i < pos + 10; i++) if ((buf[i] & 0x80) === 0) return i + 1;
  throw new WireError('truncated or overlong varint');
}

/** Reads a varint that fits a JavaScript number (keys, lengths, small integers). */
function smallVarint(buf: Uint8Array, pos: number): [number, number] {
  let v = 0;
  let mul = 1;
  const end = varintEnd(buf, pos);
  for (let i = pos; i < end; i++) {
    v += (buf[i] & 0x7f) * mul;
    mul *= 128;
  }
  if (!Number.isSafeInteger(v)) throw new WireError('varint too large');
  return [v, end];
}

/** Splits one message into its fields, in order. */
export function readFields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const [key, p] = smallVarint(buf, pos);
    const no = Math.floor(key / 8);
    const wire = key % 8;
    let start = p;
    let end: number;
    if (wire === VARINT) end = varintEnd(buf, p);
    else if (wire === FIXED64) end = p + 8;
    else if (wire === FIXED32) end = p + 4;
    else if (wire === BYTES) {
      const [len, q] = smallVarint(buf, p);
      start = q;
      end = q + len;
    } else throw new WireError(`unsupported wire type ${wire}`);
    if (end > buf.length) throw new WireError('field runs past the end of the message');
    out.push({ no, wire, data: buf.subarray(start, end) });
    pos = end;
  }
  return out;
}

/** The value of a varint field as a signed 64-bit integer. */
export function varintValue(f: Field): bigint {
  let v = 0n;
  for (let i = f.data.length - 1; i >= 0; i--) v = (v << 7n) | BigInt(f.data[i] & 0x7f);
  return BigInt.asIntN(64, v);
}

/** The packed or single varints of a repeated integer field. */
export function varints(f: Field): bigint[] {
  if (f.wire === VARINT) return [varintValue(f)];
  const out: bigint[] = [];
  let pos = 0;
  while (pos < f.data.length) {
    const end = varintEnd(f.data, pos);
    out.push(varintValue({ no: f.no, wire: VARINT, data: f.data.subarray(pos, end) }));
    pos = end;
  }
  return out;
}

export function text(f: Field): string {
  return Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength).toString('utf8');
}

function encodeVarint(v: bigint): Uint8Array {
  let u = BigInt.asUintN(64, v);
  const bytes: number[] = [];
  do {
    let b = Number(u & 0x7fn);
    u >>= 7n;
    if (u) b |= 0x80;
    bytes.push(b);
  } while (u);
  return Uint8Array.from(bytes);
}

export function varintField(no: number, v: number | bigint): Field {
  return { no, wire: VARINT, data: encodeVarint(BigInt(v)) };
}

export function bytesField(no: number, data: Uint8Array): Field {
  return { no, wire: BYTES, data };
}

export function textField(no: number, s: string): Field {
  return bytesField(no, new Uint8Array(Buffer.from(s, 'utf8')));
}

export function floatField(no: number, v: number): Field {
  const data = new Uint8Array(4);
  new DataView(data.buffer).setFloat32(0, v, true);
  return { no, wire: FIXED32, data };
}

/** A field whose value is a message still to be encoded: written in place, never copied. */
export interface NestedField {
  no: number;
  fields: OutField[];
}

export type OutField = Field | NestedField;

function varintSize(v: number): number {
  let n = 1;
  while (v >= 128) {
    v = Math.floor(v / 128);
    n++;
  }
  return n;
}

function bodySize(f: OutField, sizes: Map<NestedField, number>): number {
  if ('data' in f) return f.data.length;
  let size = sizes.get(f);
  if (size === undefined) {
    size = messageSize(f.fields, sizes);
    sizes.set(f, size);
  }
  return size;
}

function messageSize(fields: OutField[], sizes: Map<NestedField, number>): number {
  let total = 0;
  for (const f of fields) {
    const body = bodySize(f, sizes);
    const wire = 'data' in f ? f.wire : BYTES;
    total += varintSize(f.no * 8 + wire) + (wire === BYTES ? varintSize(body) : 0) + body;
  }
  return total;
}

function putVarint(out: Uint8Array, pos: number, v: number): number {
  while (v >= 128) {
    out[pos++] = (v % 128) | 0x80;
    v = Math.floor(v / 128);
  }
  out[pos++] = v;
  return pos;
}

function put(out: Uint8Array, pos: number, fields: OutField[], sizes: Map<NestedField, number>): number {
  for (const f of fields) {
    const wire = 'data' in f ? f.wire : BYTES;
    pos = putVarint(out, pos, f.no * 8 + wire);
    if (wire === BYTES) pos = putVarint(out, pos, bodySize(f, sizes));
    if ('data' in f) {
      out.set(f.data, pos);
      pos += f.data.length;
    } else pos = put(out, pos, f.fields, sizes);
  }
  return pos;
}

/** Writes fields (nested messages included) into one message, in a single buffer. */
export function writeFields(fields: OutField[]): Uint8Array {
  const sizes = new Map<NestedField, number>();
  const out = new Uint8Array(messageSize(fields, sizes));
  put(out, 0, fields, sizes);
  return out;
}
