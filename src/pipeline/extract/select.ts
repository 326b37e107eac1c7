import type { Config } from '../../config/config.js';
import { createDeterministicExtractor } from './deterministic/index.js';
import { createLlmExtractor } from './llm/index.js';
import type { Extractor } from './types.js';

/** The configured extractor: model-backed when LLM_BASE_URL and LLM_MODEL are set (deterministic as fallback), else deterministic. */
export function selectExtractor(config: Pick<Config, 'llm'>): Extractor {
  const deterministic = createDeterministicExtractor();
  const { baseUrl, model, apiKey, timeoutMs, chunkChars, maxChunks } = config.llm;
  if (!baseUrl || !model) return deterministic;
  return createLlmExtractor({ baseUrl, model, apiKey, timeoutMs, chunkChars, maxChunks }, deterministic);
}
