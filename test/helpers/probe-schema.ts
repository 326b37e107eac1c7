/** The small pieces every probe round's plain schemas and documents are made of. */
import type { RecognisedDocument } from '../../src/pipeline/types.js';
import { pagesOf, type ThirdDoc } from './kinds-third.js';

export type Json = Record<string, unknown>;
/** A text field with its one-sentence description. */
export const s = (description: string): Json => ({ type: 'string', description });
/** A number field. */
export const n = (description: string): Json => ({ type: 'number', description });
/** A date field (ISO). */
export const d = (description: string): Json => ({ type: 'string', format: 'date', description });
/** An array of the given items. */
export const list = (description: string, items: Json): Json => ({ type: 'array', description, items });
/** An object of the given properties. */
export const obj = (properties: Record<string, Json>): Json => ({ type: 'object', properties });
/** An integer field. */
export const int = (description: string): Json => ({ type: 'integer', description });
/** A yes/no field. */
export const yes = (description: string): Json => ({ type: 'boolean', description });
/** A text field with one of the given values. */
export const oneOf = (values: string[], description: string): Json => ({ type: 'string', enum: values, description });
/** An object field with its description. */
export const part = (description: string, properties: Record<string, Json>): Json => ({ ...obj(properties), description });

/** A document of a round after the third: drawn as in the third, read with one of its own round's schemas. */
export type RoundDoc<S extends string> = Omit<ThirdDoc, 'schema'> & { schema: S };

/** The document's pages as recognition returns them (only the pages and `till` count in the drawing). */
export const roundPagesOf = (doc: RoundDoc<string>): RecognisedDocument => pagesOf({ ...doc, schema: 'receipt' });
