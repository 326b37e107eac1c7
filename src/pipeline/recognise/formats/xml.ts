// Order-preserving XML parsing for Office parts. Any DOCTYPE is refused before parsing, so no
// entity can be declared, expanded or fetched.
import { XMLParser } from 'fast-xml-parser';
import { fail } from '../../errors.js';

/** A parsed element: its name, attributes and children (text nodes have name '#text'). */
export interface XNode {
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
});

function convert(raw: unknown[]): XNode[] {
  const out: XNode[] = [];
  for (const item of raw as Array<Record<string, unknown>>) {
    for (const key of Object.keys(item)) {
      if (key === ':@') continue;
      if (key === '#text') {
        out.push({ name: '#text', attrs: {}, children: [], text: String(item[key]) });
        continue;
      }
      const attrs = new Map(Object.entries((item[':@'] as Record<string, unknown> | undefined) ?? {}));
      out.push({
        name: key,
        attrs: Object.fromEntries([...attrs].map(([k, v]) => [k, String(v)])),
        children: Array.isArray(item[key]) ? convert(item[key] as unknown[]) : [],
        text: '',
      });
    }
  }
  return out;
}

/** Parses an XML part; throws xml_doctype on any DOCTYPE or ENTITY declaration. */
export function parseXml(bytes: Uint8Array): XNode[] {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw fail('xml_doctype', 'XML with a DOCTYPE is not accepted');
  try {
    return convert(parser.parse(text) as unknown[]);
  } catch (err) {
    throw fail('corrupt_file', `malformed XML: ${err instanceof Error ? err.message.slice(0, 200) : ''}`);
  }
}

/** Local name of an element (prefix removed). */
export function local(n: XNode): string {
  const i = n.name.indexOf(':');
  return i < 0 ? n.name : n.name.slice(i + 1);
}

/** Depth-first visit; return false from `fn` to skip an element's children. */
export function walk(nodes: XNode[], fn: (n: XNode) => boolean | void): void {
  for (const n of nodes) if (fn(n) !== false) walk(n.children, fn);
}

/** All text below a node, in document order. */
export function textOf(n: XNode): string {
  if (n.name === '#text') return n.text;
  return n.children.map(textOf).join('');
}

/** First descendant with the given local name. */
export function find(nodes: XNode[], name: string): XNode | undefined {
  let hit: XNode | undefined;
  walk(nodes, (n) => {
    if (hit) return false;
    if (local(n) === name) {
      hit = n;
      return false;
    }
  });
  return hit;
}
