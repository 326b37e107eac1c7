// The text-line OCR engine of one thread: detect line boxes on a scaled copy of the page, cut
// each line out of the full-resolution page, recognise it and split it into words with boxes and confidences.
import fs from 'node:fs';
import os from 'node:os';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import type { BBox, OcrLine, Word } from '../../../types.js';
import { ocrResult } from '../result.js';
import type { GreyImage, OcrResult } from '../port.js';
import { cropLine, LINE_HEIGHT, lineTensor, type LineCrop } from './crop.js';
import { columnInk, ctcGreedy, splitWords, type Emitted } from './decode.js';
import { fuseModel, type FuseOptions } from '../../model/fuse.js';
import { int8DotProduct } from '../../settings.js';
import { cropGrey, DETECT_LONG_SIDE, detectLines, detectSize, detectStrips, detectTensor, fromRegion, retryLongSide, textRegion, type LineBox } from './detect.js';
import { MAX_SKEW, MIN_SKEW, straighten, type Straightened } from './deskew.js';
import { latinClasses, lineModels, readClasses } from './models.js';
import { settlePunctuation } from './punctuation.js';
import { lengthen, longerWins, lower, LOW_CONFIDENCE, sideRoom, TOUCH_COLUMNS, type Ends, type Reading } from './reread.js';

/**
 * What the recogniser may read: `latin` keeps only the Latin, punctuation and currency classes
 * of its character list (143 of 6,625), which is faster and cannot turn a smudge into a
 * Chinese character; `all` keeps every class.
 */
export type LineScript = 'latin' | 'all';

interface Recogniser {
  session: ort.InferenceSession;
  classes: string[];
}

/** Share of a page's OCR work that detection stands for in progress reports (recognition is the rest). */
const DETECT_SHARE = 0.25;
/** Lines recognised between two progress reports. */
const PROGRESS_LINES = 8;

export interface LineEngine {
  /** Makes the recogniser of `script` unless it exists; true when it was made now. */
  prepare(script: LineScript): Promise<boolean>;
  /** Reads one page; `onStep` receives the fraction done (after detection, then every few lines). */
  recognise(image: GreyImage, script?: LineScript, onStep?: (fraction: number) => void): Promise<OcrResult>;
  release(): Promise<void>;
}

export interface LineEngineOptions {
  /** threads inside each model operation (default: one per core, at most two) */
  threads?: number;
}

/** Loads the detection model (the recogniser loads on first use) with the given threads. */
export async function createLineEngine(tuning: LineEngineOptions = {}): Promise<LineEngine> {
  const models = lineModels();
  const allClasses = readClasses(models.dictionary);
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: Math.max(1, tuning.threads ?? Math.min(2, os.availableParallelism())),
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // Spinning threads wait for work by burning CPU: with two threads on a busy two-core
    // machine a receipt cost 2.18 CPU-s instead of 1.13. Denormal floats flushed to zero: 4% less.
    extra: { session: { intra_op: { allow_spinning: '0' }, set_denormal_as_zero: '1' } },
    // Arenas keep the largest buffers each model needed until the engine is released (the pool
    // releases it after OCR_IDLE_SECONDS): 10% less CPU per line for the recogniser, and for the
    // detector, which sees few distinct sizes, 15% less and less fragmentation than malloc.
    enableCpuMemArena: true,
    enableMemPattern: false,
  };
  const det = await ort.InferenceSession.create(fused(models.detection), options);
  // a recogniser per script, made on first use
  const recognisers = new Map<LineScript, Promise<Recogniser>>();
  function recogniser(script: LineScript): Promise<Recogniser> {
    let r = recognisers.get(script);
    if (!r) {
      const keep = script === 'latin' ? latinClasses(allClasses) : undefined;
      r = ort.InferenceSession.create(fused(models.recognition, { keepClasses: keep, int8Pointwise: int8DotProduct() }), options).then((session) => ({
        session,
        classes: keep ? keep.map((k) => allClasses[k]) : allClasses,
      }));
      recognisers.set(script, r);
    }
    return r;
  }

  async function detect(image: GreyImage, longSide: number): Promise<{ boxes: LineBox[]; skew: number }> {
    const size = detectSize(image.width, image.height, longSide);
    const { data } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const prob = new Float32Array(size.width * size.height);
    for (const strip of detectStrips(size.width, size.height)) {
      const rows = strip.y1 - strip.y0;
      const input = detectTensor(data.subarray(strip.y0 * size.width, strip.y1 * size.width), size.width, rows);
      const out = await det.run({ [det.inputNames[0]]: new ort.Tensor('float32', input.data, [1, 3, rows, size.width]) });
      const p = out[det.outputNames[0]].data as Float32Array;
      prob.set(p.subarray((strip.keep0 - strip.y0) * size.width, (strip.keep1 - strip.y0) * size.width), strip.keep0 * size.width);
    }
    return detectLines(prob, size.width, size.height, image.width, image.height);
  }

  /**
   * Detects lines, a second time larger when the print is small; `side` is the long side of
   * the detection kept (DETECT_LONG_SIDE or the larger retry).
   */
  async function find(image: GreyImage): Promise<{ boxes: LineBox[]; skew: number; side: number }> {
    const first = await detect(image, DETECT_LONG_SIDE);
    const again = retryLongSide(first.boxes, DETECT_LONG_SIDE, Math.max(image.width, image.height));
    if (!again) return { ...first, side: DETECT_LONG_SIDE };
    // the larger detection reads only where the first one found text (at the same scale)
    const region = textRegion(first.boxes, image.width, image.height);
    if (!region) return { ...(await detect(image, again)), side: again };
    const part = cropGrey(image, region);
    const got = await detect(part, Math.round((again * Math.max(part.width, part.height)) / Math.max(image.width, image.height)));
    return { boxes: fromRegion(got.boxes, region), skew: got.skew, side: again };
  }

  /**
   * Detects the straightened page. Its print is as tall as on the page given, so when that
   * page needed the larger detection the straightened one goes straight to the same scale
   * (the long side grows with the turned page) instead of a first detection at
   * DETECT_LONG_SIDE that would only measure the print again.
   */
  async function findStraightened(s: Straightened, given: GreyImage, side: number, boxes: LineBox[]): Promise<{ boxes: LineBox[]; skew: number }> {
    const page = s.image;
    if (side === DETECT_LONG_SIDE) return find(page);
    const long = Math.max(page.width, page.height);
    const full = Math.min(long, Math.round((side * long) / Math.max(given.width, given.height)));
    // only where the text was found on the page given, turned with it
    const region = textRegion(boxes.map((b) => ({ ...s.forward(b), score: b.score })), page.width, page.height);
    if (!region) return detect(page, full);
    const part = cropGrey(page, region);
    const got = await detect(part, Math.round((full * Math.max(part.width, part.height)) / long));
    return { boxes: fromRegion(got.boxes, region), skew: got.skew };
  }

  async function read(image: GreyImage, boxes: LineBox[], script: LineScript, onStep?: (fraction: number) => void): Promise<OcrLine[]> {
    // One line per run: on a CPU, batches padded to a common width cost more than they save.
    const { session: rec, classes } = await recogniser(script);
    const lines: OcrLine[] = [];
    let n = 0;
    const room = sideRoom(boxes);
    for (let i = 0; i < boxes.length; i++) {
      if (onStep && ++n % PROGRESS_LINES === 0 && n < boxes.length) onStep(DETECT_SHARE + ((1 - DETECT_SHARE) * n) / boxes.length);
      let got = await readBox(image, boxes[i], rec, classes);
      if (got && (got.ends.left || got.ends.right)) {
        const longer = lengthen(boxes[i], got.ends, room[i], image.width);
        const again = longer ? await readBox(image, longer, rec, classes) : null;
        if (again && longerWins(reading(got), reading(again))) got = again;
      }
      if (got && got.line.confidence < LOW_CONFIDENCE) {
        const again = await readBox(image, lower(boxes[i]), rec, classes);
        if (again && again.line.confidence > got.line.confidence) got = again;
      }
      if (got) lines.push(got.line);
    }
    return lines;
  }

  /** Reads one line box: the line (null when blank or empty) and whether its ink reaches either end of the crop. */
  async function readBox(image: GreyImage, box: LineBox, rec: ort.InferenceSession, classes: string[]): Promise<Read | null> {
    const cut = trimBlankEnds(await cropLine(image, box), box);
    if (!cut) return null;
    const { crop } = cut;
    const t = new ort.Tensor('float32', lineTensor(crop), [1, 3, LINE_HEIGHT, crop.width]);
    const out = (await rec.run({ [rec.inputNames[0]]: t }))[rec.outputNames[0]];
    const [, steps] = out.dims as number[];
    const stepPx = crop.width / steps;
    const chars = settlePunctuation(ctcGreedy(out.data as Float32Array, 0, steps, classes), crop.data, crop.width, LINE_HEIGHT, stepPx);
    const line = toLine(cut.box, crop, chars, stepPx);
    return line ? { line, ends: cut.ends, chars } : null;
  }

  return {
    async prepare(script) {
      const made = !recognisers.has(script);
      await recogniser(script);
      return made;
    },
    async recognise(image, script = 'latin', onStep) {
      let found = await find(image);
      let page = image;
      let back: Straightened['back'] | null = null;
      const skew = Math.abs(found.skew);
      if (skew >= MIN_SKEW && skew <= MAX_SKEW) {
        const s = await straighten(image, found.skew);
        page = s.image;
        back = s.back;
        found = { ...(await findStraightened(s, image, found.side, found.boxes)), side: found.side };
      }
      const boxes = found.boxes.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
      onStep?.(DETECT_SHARE);
      const lines = boxes.length ? await read(page, boxes, script, onStep) : [];
      return ocrResult(back ? lines.map((l) => mapLine(l, back)) : lines);
    },
    async release() {
      const recs = await Promise.allSettled(recognisers.values());
      await Promise.all([det.release(), ...recs.flatMap((r) => (r.status === 'fulfilled' ? [r.value.session.release()] : []))]);
    },
  };
}

/** The model file with its element-wise chains folded away, its classes cut and its pointwise convolutions in 8 bits as asked (see fuse.ts). */
function fused(file: string, opts: FuseOptions = {}): Uint8Array {
  return fuseModel(fs.readFileSync(file), opts).model;
}

/** One line box read: its line, whether its ink reached the crop's ends, and its characters. */
interface Read {
  line: OcrLine;
  ends: Ends;
  chars: Emitted[];
}

function reading(r: Read): Reading {
  return { confidence: r.line.confidence, chars: r.chars };
}

/** Blank columns kept at each end of a line crop (the recogniser reads the first and last glyphs worse without any). */
const END_MARGIN = 8;

/**
 * Cuts blank columns off both ends of a line crop, keeping END_MARGIN, and narrows the box to
 * match: the recogniser's cost grows with the width it reads (0.7 ms a run plus 0.044 ms a
 * column on this machine). Null when the crop has no ink: a blank region is not read at all.
 */
function trimBlankEnds(crop: LineCrop, box: LineBox): { crop: LineCrop; box: LineBox; ends: Ends } | null {
  const { ink } = columnInk(crop.data, crop.width, LINE_HEIGHT);
  let a = 0;
  while (a < crop.width && !ink[a]) a++;
  if (a === crop.width) return null;
  let b = crop.width - 1;
  while (b > a && !ink[b]) b--;
  const ends = { left: a < TOUCH_COLUMNS, right: b >= crop.width - TOUCH_COLUMNS };
  const left = Math.max(0, a - END_MARGIN);
  const right = Math.min(crop.width, b + 1 + END_MARGIN);
  if (right - left > crop.width - END_MARGIN) return { crop, box, ends };
  const width = right - left;
  const data = new Uint8Array(width * LINE_HEIGHT);
  for (let y = 0; y < LINE_HEIGHT; y++) data.set(crop.data.subarray(y * crop.width + left, y * crop.width + right), y * width);
  const k = (box.x1 - box.x0) / crop.width;
  return { crop: { data, width }, box: { ...box, x0: box.x0 + left * k, x1: box.x0 + right * k }, ends };
}

function toLine(box: LineBox, crop: LineCrop, chars: ReturnType<typeof ctcGreedy>, stepPx: number): OcrLine | null {
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

function mapLine(l: OcrLine, back: (b: BBox) => BBox): OcrLine {
  return { ...l, bbox: back(l.bbox), words: l.words.map((w) => ({ ...w, bbox: back(w.bbox) })) };
}
