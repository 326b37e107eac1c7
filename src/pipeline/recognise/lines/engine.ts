// The text-line OCR engine of one thread: detect line boxes on a scaled copy of the page, cut
// each line out of the full-resolution page, recognise it and split it into words with boxes and confidences.
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { Line, Word } from '../../types.js';
import type { GreyImage, OcrResult } from '../protocol.js';
import { cropLine, LINE_HEIGHT, lineTensor, type LineCrop } from './crop.js';
import { columnInk, ctcGreedy, splitWords } from './decode.js';
import { boxesFromProbability, DETECT_LONG_SIDE, detectSize, detectTensor, retryLongSide, type LineBox } from './detect.js';
import { lineModels, readClasses } from './models.js';

export interface LineEngine {
  recognise(image: GreyImage): Promise<OcrResult>;
  release(): Promise<void>;
}

export async function createLineEngine(): Promise<LineEngine> {
  const models = lineModels();
  const classes = readClasses(models.dictionary);
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
  };
  const det = await ort.InferenceSession.create(models.detection, options);
  const rec = await ort.InferenceSession.create(models.recognition, options);

  async function detect(image: GreyImage, longSide: number): Promise<LineBox[]> {
    const size = detectSize(image.width, image.height, longSide);
    const { data } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const input = detectTensor(data, size.width, size.height);
    const out = await det.run({ [det.inputNames[0]]: new ort.Tensor('float32', input.data, [1, 3, size.height, size.width]) });
    const prob = out[det.outputNames[0]].data as Float32Array;
    return boxesFromProbability(prob, size.width, size.height, image.width, image.height);
  }

  async function read(image: GreyImage, boxes: LineBox[]): Promise<Line[]> {
    // One line per run: on a CPU, batches padded to a common width cost more than they save.
    const lines: Line[] = [];
    for (const box of boxes) {
      const crop = await cropLine(image, box);
      const t = new ort.Tensor('float32', lineTensor(crop), [1, 3, LINE_HEIGHT, crop.width]);
      const out = (await rec.run({ [rec.inputNames[0]]: t }))[rec.outputNames[0]];
      const [, steps] = out.dims as number[];
      const line = toLine(box, crop, ctcGreedy(out.data as Float32Array, 0, steps, classes), crop.width / steps);
      if (line) lines.push(line);
    }
    return lines;
  }

  return {
    async recognise(image) {
      let boxes = await detect(image, DETECT_LONG_SIDE);
      const again = retryLongSide(boxes, DETECT_LONG_SIDE, Math.max(image.width, image.height));
      if (again) boxes = await detect(image, again);
      boxes.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
      const lines = boxes.length ? await read(image, boxes) : [];
      return summarise(lines);
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

function summarise(lines: Line[]): OcrResult {
  let sum = 0;
  let n = 0;
  let score = 0;
  for (const l of lines) {
    for (const w of l.words) {
      sum += w.confidence;
      n++;
      if (/[\p{L}\p{N}]{2,}/u.test(w.text)) score += w.confidence * w.text.length;
    }
  }
  return { lines, confidence: n ? sum / n : 0, score };
}
