/**
 * Item lines of a till receipt, which has no table header: each line holds an article's name and
 * the amount paid for it, perhaps with a quantity before the name ("2 x <name>", "1 <name>") or a
 * quantity and unit price before the amount ("<name>  2 x7,99  15,98"), and a tax letter or a
 * currency sign after it ("<name>  3,90 A"). The items are the run of such lines just before the
 * receipt's first totals line (a separator line between them is allowed).
 */
import { AFTER_AMOUNT, AMOUNT, cite, endsWithAmount, pageRows, rowConfidence, type Row } from './receipt-rows.js';
import type { FieldSpec } from './schema.js';
import { stopWords, type ItemResult } from './tables.js';
import type { DocText } from './layout.js';
import { readValue } from './values.js';

const ITEM = new RegExp(
  String.raw`^(?:(?<lead>\d{1,3})\s*[x×*]?\s+)?(?<name>\S.*?)\s+(?:(?<qty>\d{1,4}(?:[.,]\d{1,3})?)\s*[x×*]\s*(?<unit>${AMOUNT})\s+)?(?<amount>${AMOUNT})${AFTER_AMOUNT}\s*$`,
  'u',
);

/** The item's fields the lines can fill: its text, the amount paid, and a quantity and unit price when the schema has them. */
function roles(f: FieldSpec) {
  const nums = f.children.filter((c) => c.type === 'number' || c.type === 'integer');
  const concept = (c: FieldSpec) => c.meaning.concept;
  const quantity = nums.find((c) => concept(c) === 'quantity');
  const unit = nums.find((c) => concept(c) === 'unit_price');
  const amount = nums.find((c) => c !== quantity && c !== unit && (c.kind === 'money' || c.kind === 'total' || concept(c) === 'amount' || concept(c) === 'total')) ?? nums.find((c) => c !== quantity && c !== unit);
  const name = f.children.find((c) => c.type === 'string' && c.kind !== 'identifier' && c.kind !== 'date' && concept(c) !== 'currency');
  return name && amount ? { name, amount, quantity, unit } : null;
}

/** Reads one item line, or null when the line is no item (a label, a rate, amounts in its name). */
function readItem(row: Row, r: NonNullable<ReturnType<typeof roles>>): ItemResult | null {
  const m = ITEM.exec(row.text.trim());
  const g = m?.groups;
  if (!m || !g) return null;
  const offset = row.text.indexOf(row.text.trim());
  const name = g.name.trim();
  if ((name.match(/\p{L}/gu) ?? []).length < 2 || /[:%]/.test(name) || new RegExp(AMOUNT).test(name)) return null;
  const amountAt = offset + m[0].lastIndexOf(g.amount);
  const amount = readValue(r.amount, g.amount);
  const title = readValue(r.name, name);
  if (!amount || !title) return null;
  const item: ItemResult = { values: {} };
  const nameAt = offset + m[0].indexOf(g.name);
  item.values[r.name.name] = { value: title.value, confidence: rowConfidence(row, title.parseScore), citation: cite(row, nameAt + title.index, title.raw) };
  item.values[r.amount.name] = { value: amount.value, confidence: rowConfidence(row, amount.parseScore), citation: cite(row, amountAt + amount.index, amount.raw) };
  const qtyRaw = g.qty ?? g.lead;
  if (r.quantity && qtyRaw) {
    const q = readValue(r.quantity, qtyRaw);
    const at = g.qty ? offset + m[0].indexOf(`${g.qty}`, nameAt - offset + g.name.length) : offset + m[0].indexOf(g.lead!);
    if (q) item.values[r.quantity.name] = { value: q.value, confidence: rowConfidence(row, q.parseScore), citation: cite(row, at + q.index, q.raw) };
  }
  if (r.unit && g.unit) {
    const u = readValue(r.unit, g.unit);
    const at = offset + m[0].indexOf(g.unit, nameAt - offset + g.name.length);
    if (u) item.values[r.unit.name] = { value: u.value, confidence: rowConfidence(row, u.parseScore), citation: cite(row, at + u.index, u.raw) };
  }
  return item;
}

/** A separator line of a receipt ("-----", "=====", "*****"): no letters or digits. */
const separator = (text: string) => !/[\p{L}\d]/u.test(text);

/** The item lines of a till receipt: the run of item lines just before its first totals line. */
export function readTillItems(dt: DocText, f: FieldSpec): ItemResult[] {
  const r = roles(f);
  if (!r) return [];
  const stop = stopWords(f);
  for (const rs of pageRows(dt)) {
    // the first totals line: a total, subtotal or tax label with an amount at its end (not a tax id's line)
    const end = rs.findIndex((row) => stop.test(row.text) && endsWithAmount(row.text));
    if (end < 0) continue;
    const items: ItemResult[] = [];
    for (let k = end - 1; k >= 0; k--) {
      if (separator(rs[k].text)) {
        if (items.length) break;
        continue;
      }
      const item = readItem(rs[k], r);
      if (!item) break;
      items.unshift(item);
    }
    if (items.length) return items;
  }
  return [];
}
