/**
 * The sixteenth probe round, written before the extractor was run on it: fourteen made-up documents of
 * kinds no earlier round has, in the nine languages (part A in kinds-sixteenth-a*.ts, part B in
 * kinds-sixteenth-b*.ts). Addresses are expected as their printed lines joined by ', '.
 */
import { SIXTEENTH_A_SCHEMAS } from './kinds-sixteenth-a.js';
import { SIXTEENTH_A } from './kinds-sixteenth-a-docs.js';
import { SIXTEENTH_B_SCHEMAS } from './kinds-sixteenth-b.js';
import { SIXTEENTH_B } from './kinds-sixteenth-b-docs.js';

/** Both parts' schemas. */
export const SIXTEENTH_SCHEMAS = { ...SIXTEENTH_A_SCHEMAS, ...SIXTEENTH_B_SCHEMAS };

/** Both parts' documents. */
export const SIXTEENTH = [...SIXTEENTH_A, ...SIXTEENTH_B];

/** Values the extractor does not read whole yet, by document name and field (none are excused). */
export const SIXTEENTH_NOT_YET: Record<string, string> = {};
