/** Which learned documents a document resembles: of the same issuer (identifiers, reviewed names) or laid out alike. */
import type { DocText } from '../deterministic/layout.js';
import { occursApprox } from './fuzzy.js';
import { documentSignature, foldName, namesIn, nameText, recipientIds, resemblance, type NameText } from './signature.js';
import type { DocSignature, LearnedDocument, LearnedKnowledge } from './types.js';

const nameTexts = new WeakMap<DocText, NameText>();

/** The document's letters and digits as names are looked for in them, once per document. */
export function nameTextOf(dt: DocText): NameText {
  let text = nameTexts.get(dt);
  if (!text) nameTexts.set(dt, (text = nameText(dt.text)));
  return text;
}

export interface Near {
  doc: LearnedDocument;
  strength: number;
  sameIssuer: boolean;
  /** the document's place in the knowledge (newest first, as it is loaded) */
  age: number;
}

const nearCache = new WeakMap<LearnedKnowledge, WeakMap<DocText, Near[]>>();

/** The learned documents this one resembles, strongest first (computed once per document and knowledge). */
export function resembling(dt: DocText, learned: LearnedKnowledge): Near[] {
  let byDoc = nearCache.get(learned);
  if (!byDoc) nearCache.set(learned, (byDoc = new WeakMap()));
  const hit = byDoc.get(dt);
  if (hit) return hit;
  const sig = documentSignature(dt);
  const ignore = recipientIds(learned.documents.map((d) => d.signature));
  const names = nameTextOf(dt);
  const near = learned.documents
    .map((doc, age) => {
      // the names a reviewed document's issuer and parties had, written again in this one, are identifiers it shares
      const named = namesIn(names, doc.signature);
      const r = resemblance(named.length ? { ...sig, ids: [...sig.ids, ...named] } : sig, doc.signature, ignore);
      // an issuer prints its name: a document that names none of the reviewed names of a learned one, not even
      // misread, is of another issuer whatever else they share (a template's sample tax id, a service provider's phone)
      if (r.sameIssuer && !named.length && !namesAgain(names, doc.signature)) return { doc, strength: r.closeLayout ? r.strength : 0, sameIssuer: false, age };
      // a long reviewed name printed again with a few misread letters is the issuer's name all the same, as a shared phone
      // number is; in text read from the file a near spelling is another name ("<Word> Capital LLC" and "<X> Capital LLC")
      if (!r.sameIssuer && dt.recognised && namesAgain(names, doc.signature, MISREAD_NAME_EDITS, MIN_MISREAD_NAME)) return { doc, strength: Math.max(r.strength, MISREAD_NAME_STRENGTH), sameIssuer: true, age };
      return { doc, strength: r.strength, sameIssuer: r.sameIssuer, age };
    })
    .filter((n) => n.strength > 0)
    .sort((a, b) => b.strength - a.strength);
  byDoc.set(dt, near);
  return near;
}

/** Differences allowed when a reviewed name is looked for in a document's letters and digits: recognition errors. */
const NAME_EDITS = 0.2;

/** Differences allowed when a long reviewed name found misread is taken as the issuer's (stricter than `NAME_EDITS`, which only vetoes). */
const MISREAD_NAME_EDITS = 0.12;

/** Letters and digits a reviewed name needs to count as the issuer's when found misread: short names recur by chance. */
const MIN_MISREAD_NAME = 16;

/** The resemblance strength of a reviewed name found misread: that of a shared phone number or mail domain. */
const MISREAD_NAME_STRENGTH = 0.8;

/**
 * Whether a document's letters and digits (`nameKey` of its text) hold one of the reviewed names of a
 * learned document as whole words, with a few recognition errors (`edits` of its length); true when the
 * learned document has no reviewed name, unless names are wanted (`minLength` > 0): then only a name at least that long counts.
 */
function namesAgain(text: NameText, learned: DocSignature, edits = NAME_EDITS, minLength = 0): boolean {
  const names = learned.ids.filter((x) => x.startsWith('name:')).map((x) => foldName(x.slice(5)));
  if (minLength > 0) return names.some((n) => n.length >= minLength && occursApprox(text.key, n, Math.floor(n.length * edits), text));
  return !names.length || names.some((n) => occursApprox(text.key, n, Math.floor(n.length * edits), text));
}
