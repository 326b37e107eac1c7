/** The shape of a value as written: digits as 9, capitals as A, small letters as a. */

/** `AB-1234` -> `AA-9999`; whitespace runs become one space. */
export function shapeOf(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\p{Nd}/gu, '9')
    .replace(/\p{Lu}/gu, 'A')
    .replace(/\p{Ll}/gu, 'a');
}

/** A shape with its runs collapsed (`AA-9999` -> `A-9`): what stays when lengths vary. */
export function coarseShape(shape: string): string {
  return shape.replace(/(9)9+/g, '$1').replace(/(A)A+/g, '$1').replace(/(a)a+/g, '$1');
}

/** How well two shapes agree: 1 the same, 0.7 the same once runs are collapsed, 0 otherwise. */
export function shapeAgreement(a: string, b: string): number {
  if (a === b) return 1;
  return coarseShape(a) === coarseShape(b) ? 0.7 : 0;
}

/** A pattern for text shaped like `raw` (runs of digits or letters of any length), anchored nowhere. */
export function shapePattern(raw: string): RegExp {
  const src = coarseShape(shapeOf(raw))
    .split('')
    .map((c) => (c === '9' ? '\\p{Nd}+' : c === 'A' ? '\\p{Lu}+' : c === 'a' ? '\\p{Ll}+' : c === ' ' ? '\\s+' : c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')))
    .join('');
  return new RegExp(src, 'u');
}
