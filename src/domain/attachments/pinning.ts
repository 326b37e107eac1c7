import { errors } from '../../errors/catalogue.js';

/** Turns the struct_version_id of a form (text) or JSON body into a number, null when omitted; 400 when not an integer >= 1. */
export function parseStructVersionId(v: string | number | null | undefined): number | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number') {
    if (Number.isSafeInteger(v) && v >= 1) return v;
  } else if (/^[1-9]\d{0,15}$/.test(v) && Number.isSafeInteger(Number(v))) {
    return Number(v);
  }
  throw errors.validation('struct_version_id must be an integer >= 1', [{ path: '/struct_version_id', message: 'must be an integer >= 1' }]);
}
