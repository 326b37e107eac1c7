import { PipelineError } from '../../pipeline/errors.js';

/**
 * A processing failure with a stable code: the pipeline's one failure type under the name the
 * domain uses (extraction subclasses it).
 */
export const ProcessingError = PipelineError;
export type ProcessingError = PipelineError;
