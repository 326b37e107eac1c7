// Process-wide recognition settings, set once at start-up from the configuration (the worker
// pools they govern are shared by every recognition in the process).
import fs from 'node:fs';
import os from 'node:os';

export interface RecognitionSettings {
  /** threads inside each OCR model operation; 0 picks from the cores */
  ocrThreads: number;
  /** seconds without work after which OCR engines and idle parse workers are stopped, giving their memory back */
  idleSeconds: number;
  /** megabytes of parse-worker heap limits that may be in use at once (0: no budget) */
  memoryBudgetMb: number;
  /** 'auto': the recogniser's pointwise convolutions in 8 bits where the processor has 8-bit dot products; 'off': float always */
  int8: 'auto' | 'off';
}

let current: RecognitionSettings = { ocrThreads: 0, idleSeconds: 30, memoryBudgetMb: 0, int8: 'auto' };

/** Replaces the recognition settings (call before the first recognition). */
export function configureRecognition(s: Partial<RecognitionSettings>): void {
  current = { ...current, ...s };
}

/** The settings in force. */
export function recognitionSettings(): RecognitionSettings {
  return current;
}

/**
 * Threads for one OCR engine: one on machines of up to two cores (the other core keeps serving
 * requests and cheap documents, and one thread costs the least CPU per page), else two.
 */
export function ocrThreadCount(): number {
  if (current.ocrThreads > 0) return current.ocrThreads;
  return os.availableParallelism() <= 2 ? 1 : 2;
}

/** The idle time in milliseconds. */
export function idleMs(): number {
  return current.idleSeconds * 1000;
}

let vnni: boolean | undefined;

/**
 * Whether the processor has 8-bit dot-product instructions (AVX-512 VNNI, AVX-VNNI or AMX),
 * read once from /proc/cpuinfo (false where that file does not exist). With them the
 * recogniser's pointwise convolutions run as 8-bit matrix products (see docs/pipeline.md, OCR
 * cost); without them the runtime's 8-bit products can saturate, so the float network is kept.
 * `OCR_INT8=off` keeps the float network everywhere.
 */
export function int8DotProduct(): boolean {
  if (current.int8 === 'off') return false;
  if (vnni === undefined) {
    try {
      const flags = fs.readFileSync('/proc/cpuinfo', 'utf8').match(/^flags\s*:(.*)$/m)?.[1].split(/\s+/) ?? [];
      vnni = flags.some((f) => f === 'avx512_vnni' || f === 'avx_vnni' || f === 'amx_int8');
    } catch {
      vnni = false;
    }
  }
  return vnni;
}
