import os from 'node:os';

/** What the machine offers, as seen by this process. */
export interface Machine {
  cores: number;
  totalMemoryMb: number;
}

/** This process's machine: available cores and total memory. */
export function thisMachine(): Machine {
  return { cores: Math.max(1, os.availableParallelism()), totalMemoryMb: Math.floor(os.totalmem() / (1024 * 1024)) };
}

/**
 * Jobs per lane one process runs at once. Documents (digital PDF, Office, text): one per core, at
 * least two so a document never waits behind another's database round trips; more would start
 * parse worker threads beyond the ones kept warm, whose start-up costs more than a short document.
 * Each runs in a parse worker bounded by PARSE_MEMORY_MB, so half the memory divided by that bound
 * caps both lanes. Images (OCR) use a core each for seconds: one per core. Configured values win.
 */
export function laneConcurrency(
  m: Machine,
  parseMemoryMb: number,
  configured: { documents: number | null; ocr: number | null },
): { documents: number; ocr: number } {
  const byMemory = Math.max(1, Math.floor(m.totalMemoryMb / 2 / Math.max(1, parseMemoryMb)));
  return {
    documents: configured.documents ?? Math.max(2, Math.min(m.cores, byMemory, 16)),
    ocr: configured.ocr ?? Math.max(1, Math.min(m.cores, byMemory)),
  };
}
