/** Learning from reviewed documents: what is learned (learnFromDocument) and how it is used (learnedCandidates). */
export { learnFromDocument, exampleFor, scalarFields } from './learn.js';
export { learnedCandidates } from './candidates.js';
export { resembling } from './resemble.js';
export { documentSignature, resemblance, identifiers } from './signature.js';
export { shapeOf } from './shape.js';
export type { DocSignature, FieldExample, LearnedDocument, LearnedKnowledge, NormBox, Relation, ReviewedField } from './types.js';
