/** The two structs the benchmark builds through the API: the same schemas as the offline benchmark. */
import { ndaStruct as nda, receiptStruct as receipt } from '../extract/structs.js';

/** Annotations as the struct API takes them: hints keyed by field name at the top level. */
function topLevel(annotations: Record<string, unknown>): Record<string, unknown> {
  return (annotations.fields as Record<string, unknown> | undefined) ?? annotations;
}

export const receiptStruct = {
  name: 'Receipt (benchmark)',
  slug: 'bench-receipt',
  schema_json: receipt.schema,
  annotations_json: topLevel(receipt.annotations),
};

export const ndaStruct = {
  name: 'Non-disclosure agreement (benchmark)',
  slug: 'bench-nda',
  schema_json: nda.schema,
  annotations_json: topLevel(nda.annotations),
};
