/** Whether a candidate value can be the field's at all: its schema's constraints and the plain shape of what it names. */
import { NAME_PARTICLES } from '../packs/registry.js';
import type { FieldSpec } from './schema.js';

/** Checks a candidate value against the field's own constraints (pattern, enum, format). */
export function fits(f: FieldSpec, v: unknown): boolean {
  if (f.enum && !f.enum.includes(v)) return false;
  // a figure's field takes figures only ("4 years", read by a term's rule, is no count of semesters)
  if ((f.type === 'number' || f.type === 'integer') && (typeof v !== 'number' || (f.type === 'integer' && !Number.isInteger(v)))) return false;
  // a rate in per cent is at most a hundred ("6424110" is an amount beside the rate's key), a year's figure is a year
  if (typeof v === 'number' && f.meaning.type === 'percent' && Math.abs(v) > 100) return false;
  if (typeof v === 'number' && /(?:^|_)year$/.test(f.meaning.concept ?? '') && (v < 1000 || v > 2999)) return false;
  // a name has a word of letters without figures: a code alone ("<letters>-<digits>") names no firm or person
  if (typeof v === 'string' && (f.meaning.type === 'organisation' || f.meaning.type === 'person' || f.meaning.type === 'party_name') && !v.split(/\s+/).some((w) => /\p{L}{2}/u.test(w) && !/\d/.test(w))) return false;
  // a person's name holds at most one lower-case word that is no particle of names ("Approved for the client" is a line of words)
  if (typeof v === 'string' && f.meaning.type === 'person' && v.split(/\s+/).filter((w) => /^\p{Ll}{3,}$/u.test(w) && !NAME_PARTICLES.includes(w)).length >= 2) return false;
  // a person's name holds no e-mail address nor a phone's run of figures ("Tél. : 418 555-0172 · <name>@<firm>" under the person's key)
  if (typeof v === 'string' && f.meaning.type === 'person' && (/@/.test(v) || (v.match(/\d/g) ?? []).length >= 5)) return false;
  // a number of a known kind (tax, customer, invoice number) has a figure: words alone are a name beside its label
  if (typeof v === 'string' && (f.meaning.type === 'identifier' || f.meaning.type === 'vat_id') && f.meaning.concept && f.meaning.concept !== 'reference' && !f.pattern && !f.hints.patterns.length && !/\d/.test(v)) return false;
  // a currency is its code: a figure beside a currency label is the amount's, not the currency
  if (f.meaning.type === 'currency' && typeof v === 'string' && !/^[A-Z]{3}$/.test(v)) return false;
  if (typeof v === 'string' && f.pattern) {
    try {
      if (!new RegExp(f.pattern, 'u').test(v)) return false;
    } catch {
      return true;
    }
  }
  return true;
}
