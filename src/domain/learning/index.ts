/** Learning from reviewed documents, per organisation and struct. */
export { learningService, MAX_EXAMPLES_PER_FIELD, type LearningService, type LearnOutcome, type LearnedItem } from './service.js';
export { learnedKnowledge, MAX_LOADED_EXAMPLES } from './knowledge.js';
export { reviewedValues, type ReviewedResult } from './reviewed.js';
