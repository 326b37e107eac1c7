/** What reviewers leaving a field empty teaches: how far to trust the general rules' values for it. */
import type { DocText } from '../deterministic/layout.js';
import type { FieldSpec } from '../deterministic/schema.js';
import { resembling } from './resemble.js';
import type { LearnedKnowledge } from './types.js';

/**
 * How much to trust the general rules' values for a field when the reviewed documents of this
 * document's issuer had none for it (the reviewer left it empty): `ABSENT_FACTOR` when most of
 * them, and at least two, had none (a single review may be mistaken); `WEAK_ABSENT_FACTOR` when one
 * had none and none had one, or as many had none as had one and the newest of them had none (where
 * reviews went both ways as often, the newest way counts, but not alone); else 1.
 */
export function learnedAbsence(dt: DocText, f: FieldSpec, learned: LearnedKnowledge): number {
  if (!learned.documents.length) return 1;
  let absent = 0;
  let present = 0;
  let newest: { age: number; absent: boolean } | null = null;
  for (const n of resembling(dt, learned)) {
    if (!n.sameIssuer) continue;
    const mine = n.doc.examples.filter((e) => e.path === f.path);
    if (!mine.length) continue;
    const none = mine.every((e) => e.value === null);
    if (none) absent++;
    else present++;
    if (!newest || n.age < newest.age) newest = { age: n.age, absent: none };
  }
  if (absent > present && absent >= 2) return ABSENT_FACTOR;
  return absent > present || (absent === present && newest?.absent) ? WEAK_ABSENT_FACTOR : 1;
}

/**
 * The factor of a field's candidates when a single review of the issuer left it empty and none gave
 * it, or the reviews went both ways as often and the newest left it empty: only strong evidence fills it.
 */
export const WEAK_ABSENT_FACTOR = 0.25;

/** The factor of learned candidates when no resembling document of this document's issuer holds an example of the field. */
export const OTHER_ISSUER_FACTOR = 0.8;

/**
 * The factor of every candidate of a field two or more of its issuer's reviewed documents, and
 * most of them, left empty: none, so the field stays empty. The reviewer who finds it on a later document of the issuer fills it,
 * and from then on the reviews are counted again.
 */
export const ABSENT_FACTOR = 0;
