// The text-line OCR engine of one thread: detect line boxes on a scaled copy of the page, cut
// each line out of the full-resolution page, recognise it and split it into words with boxes and confidences.
import os from 'node:os';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { BBox, Line, Word } from '../../types.js';
import { ocrResult } from '../ocr-result.js';
import type { GreyImage, OcrResult } from '../protocol.js';
import { cropLine, LINE_HEIGHT, lineTensor, type LineCrop } from './crop.js';
import { columnInk, ctcGreedy, splitWords } from './decode.js';
import { DETECT_LONG_SIDE, detectLines, detectSize, detectTensor, retryLongSide, type LineBox } from './detect.js';
import { MAX_SKEW, MIN_SKEW, straighten, type Straightened } from './deskew.js';
import { lineModels, readClasses } from './models.js';
import { settlePunctuation } from './punctuation.js';

export interface LineEngine {
  recognise(image: GreyImage): Promise<OcrResult>;
  release(): Promise<void>;
}

export async function createLineEngine(): Promise<LineEngine> {
  const models = lineModels();
  const classes = readClasses(models.dictionary);
  const options: ort.InferenceSession.SessionOptions = {
    // one engine uses both cores inside each operation: two engines (one per core) read 28%
    // more pages per second but hold twice the memory
    intraOpNumThreads: Math.max(1, Math.min(2, os.availableParallelism())),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // every line has its own width: arenas and memory patterns sized for one shape only grow
    enableCpuMemArena: false,
    enableMemPattern: false,
  };
  // the detector sees few distinct input sizes: its arena reuses buffers that malloc would
  // fragment (20 receipts: 514 MiB peak and 1.18 s/page with it, 652 MiB and 1.39 s/page without)
  const det = await ort.InferenceSession.create(models.detection, { ...options, enableCpuMemArena: true });
  const rec = await ort.InferenceSession.create(models.recognition, options);

  async function detect(image: GreyImage, longSide: number): Promise<{ boxes: LineBox[]; skew: number }> {
    const size = detectSize(image.width, image.height, longSide);
    const { data } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = detectTensor(data, size.width, size.height);
    const out = await det.run({ [det.inputNames[0]]: new ort.Tensor('float32', input.data, [1, 3, size.height, size.width]) });
    const prob = out[det.outputNames[0]].data as Float32Array;
    return detectLines(prob, size.width, size.height, image.width, image.height);
  }

  /** Detects lines, a second time larger when the print is small. */
  async function find(image: GreyImage): Promise<{ boxes: LineBox[]; skew: number }> {
    const first = await detect(image, DETECT_LONG_SIDE);
    const again = retryLongSide(first.boxes, DETECT_LONG_SIDE, Math.max(image.width, image.height));
    return again ? detect(image, again) : first;
  }

  async function read(image: GreyImage, boxes: LineBox[]): Promise<Line[]> {
    // One line per run: on a CPU, batches padded to a common width cost more than they save.
    const lines: Line[] = [];
    for (const box of boxes) {
      const crop = await cropLine(image, box);
      const t = new ort.Tensor('float32', lineTensor(crop), [1, 3, LINE_HEIGHT, crop.width]);
      const out = (await rec.run({ [rec.inputNames[0]]: t }))[rec.outputNames[0]];
      const [, steps] = out.dims as number[];
      const stepPx = crop.width / steps;
      const chars = settlePunctuation(ctcGreedy(out.data as Float32Array, 0, steps, classes), crop.data, crop.width, LINE_HEIGHT, stepPx);
      const line = toLine(box, crop, chars, stepPx);
      if (line) lines.push(line);
    }
    return lines;
  }

  return {
    async recognise(image) {
      let found = await find(image);
      let page = image;
      let back: Straightened['back'] | null = null;
      const skew = Math.abs(found.skew);
      if (skew >= MIN_SKEW && skew <= MAX_SKEW) {
        const s = await straighten(image, found.skew);
        page = s.image;
        back = s.back;
        found = await find(page);
      }
      const boxes = found.boxes.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
      const lines = boxes.length ? await read(page, boxes) : [];
      return ocrResult(back ? lines.map((l) => mapLine(l, back)) : lines);
    },
    async release() {
      await Promise.all([det.release(), rec.release()]);
    },
  };
}

function toLine(box: LineBox, crop: LineCrop, chars: ReturnType<typeof ctcGreedy>, stepPx: number): Line | null {
  const runs = splitWords(chars, columnInk(crop.data, crop.width, LINE_HEIGHT), stepPx);
  if (!runs.length) return null;
  const k = (box.x1 - box.x0) / crop.width;
  const words: Word[] = runs.map((r) => ({
    text: r.text,
    bbox: {
      x0: Math.max(box.x0, box.x0 + r.s0 * stepPx * k),
      y0: box.y0,
      x1: Math.min(box.x1, box.x0 + (r.s1 + 1) * stepPx * k),
      y1: box.y1,
    },
    confidence: r.p,
  }));
  const confidence = words.reduce((a, w) => a + w.confidence, 0) / words.length;
  return { text: words.map((w) => w.text).join(' '), bbox: { x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1 }, words, confidence };
}

function mapLine(l: Line, back: (b: BBox) => BBox): Line {
  return { ...l, bbox: back(l.bbox), words: l.words.map((w) => ({ ...w, bbox: back(w.bbox) })) };
}
