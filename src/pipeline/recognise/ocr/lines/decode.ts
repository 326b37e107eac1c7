// Turning the recogniser's per-step class probabilities into characters (greedy CTC), and
// characters into words. The recogniser rarely makes a space the likeliest class between Latin
// words, so word breaks are decided from its space probability between two characters together
// with the pixels: a blank column run that is wide for the height of the text is a space.

/** One emitted character: its class, the output steps it spans and its probability. */
export interface Emitted {
  ch: string;
  s0: number;
  s1: number;
  p: number;
  /** for '.' and ',': the probability the recogniser gave the other of the two at the same step */
  alt?: number;
  /** the highest probability of a space from the previous character to this one */
  space?: number;
}

/** The classes decoding looks at, found once per class list (thousands of entries, one line after another). */
const specialClasses = new WeakMap<string[], { dot: number; comma: number; spaceClass: number }>();

function special(classes: string[]): { dot: number; comma: number; spaceClass: number } {
  let k = specialClasses.get(classes);
  if (!k) {
    k = { dot: classes.indexOf('.'), comma: classes.indexOf(','), spaceClass: classes.lastIndexOf(' ') };
    specialClasses.set(classes, k);
  }
  return k;
}

/** Greedy CTC decoding of `steps`×`classes` probabilities starting at `offset`. */
export function ctcGreedy(probs: Float32Array, offset: number, steps: number, classes: string[]): Emitted[] {
  const c = classes.length;
  const out: Emitted[] = [];
  const { dot, comma, spaceClass } = special(classes);
  const other = (k: number, base: number): number | undefined => (k === dot && comma >= 0 ? probs[base + comma] : k === comma && dot >= 0 ? probs[base + dot] : undefined);
  const spaceP = new Float32Array(steps);
  let prev = 0;
  for (let s = 0; s < steps; s++) {
    if (spaceClass > 0) spaceP[s] = probs[offset + s * c + spaceClass];
    const base = offset + s * c;
    let best = 0;
    let bv = -1;
    for (let k = 0; k < c; k++) {
      const v = probs[base + k];
      if (v > bv) {
        bv = v;
        best = k;
      }
    }
    if (best !== 0 && best === prev) {
      const last = out[out.length - 1];
      last.s1 = s;
      if (bv > last.p) {
        last.p = bv;
        if (last.alt !== undefined) last.alt = other(best, base);
      }
    } else if (best !== 0) {
      const alt = other(best, base);
      out.push(alt === undefined ? { ch: classes[best], s0: s, s1: s, p: bv } : { ch: classes[best], s0: s, s1: s, p: bv, alt });
    }
    prev = best;
  }
  // the model seldom makes a space the likeliest class between Latin words, but it gives one some probability
  if (spaceClass > 0) {
    for (let i = 1; i < out.length; i++) {
      let m = 0;
      for (let s = out[i - 1].s0; s <= out[i].s1; s++) m = Math.max(m, spaceP[s]);
      out[i].space = m;
    }
  }
  return out;
}

/** Which columns of a text-line crop hold ink, and how tall the text band is (pixels). */
export interface ColumnInk {
  ink: Uint8Array;
  band: number;
}

function otsu(grey: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey) hist[v]++;
  let all = 0;
  for (let v = 0; v < 256; v++) all += v * hist[v];
  let wB = 0;
  let sumB = 0;
  let best = -1;
  let thr = 127;
  for (let v = 0; v < 256; v++) {
    wB += hist[v];
    if (!wB) continue;
    const wF = grey.length - wB;
    if (!wF) break;
    sumB += v * hist[v];
    const d = sumB / wB - (all - sumB) / wF;
    const between = wB * wF * d * d;
    if (between > best) {
      best = between;
      thr = v;
    }
  }
  return thr;
}

/** Which grey values are ink: the minority side of Otsu's threshold (dark print or light print on dark). */
export function inkTest(grey: Uint8Array): (v: number) => boolean {
  const thr = otsu(grey);
  let dark = 0;
  for (const v of grey) if (v <= thr) dark++;
  const inkIsDark = dark <= grey.length / 2;
  return (v) => (inkIsDark ? v <= thr : v > thr);
}

/** The ink of each row and the text band: the rows around the middle holding at least a tenth of the busiest row's ink. */
export interface TextBand {
  rows: number[];
  peak: number;
  y0: number;
  y1: number;
}

export function textBand(grey: Uint8Array, width: number, height: number, isInk: (v: number) => boolean): TextBand {
  const rows = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (isInk(grey[y * width + x])) rows[y]++;
  const peak = Math.max(1, ...rows);
  const mid = height >> 1;
  let y0 = mid;
  while (y0 > 0 && rows[y0] < 0.25 * peak) y0--;
  let y1 = Math.max(y0, mid);
  while (y0 > 0 && rows[y0 - 1] >= 0.1 * peak) y0--;
  while (y1 < height - 1 && rows[y1 + 1] >= 0.1 * peak) y1++;
  return { rows, peak, y0, y1 };
}

/**
 * Measures ink per column inside the line's text band (the rows around the middle that hold
 * most ink), so that bits of neighbouring lines at the crop's edges do not fill the gaps.
 */
export function columnInk(grey: Uint8Array, width: number, height: number): ColumnInk {
  const isInk = inkTest(grey);
  const { y0, y1 } = textBand(grey, width, height, isInk);
  const ink = new Uint8Array(width);
  for (let x = 0; x < width; x++) {
    for (let y = y0; y <= y1; y++) {
      if (isInk(grey[y * width + x])) {
        ink[x] = 1;
        break;
      }
    }
  }
  return { ink, band: y1 - y0 + 1 };
}

/** A word as a run of emitted characters. */
export interface WordRun {
  text: string;
  s0: number;
  s1: number;
  p: number;
}

/**
 * Word breaks, as shares of the text band's height: a blank run of `wide` is a break; one of
 * `far` is a break when the characters around it also sit `farPitch` times further apart than
 * the line's usual spacing; each narrow glyph beside the gap (1, I, l, punctuation) adds
 * `narrow`. The recogniser's own probability of a space between the two characters is a break
 * at `spaceSure`, and at `spaceHint` when there is also a blank run of `hintBlank`. Set on the
 * receipt benchmark's word F1 and on proportional printed fonts.
 */
export const GAP = { wide: 0.6, far: 0.35, farPitch: 1.2, narrow: 0.15, spaceSure: 0.25, spaceHint: 0.05, hintBlank: 0.3 };

/** Splits characters into words at emitted spaces and at wide blank column runs. */
export function splitWords(chars: Emitted[], col: ColumnInk, stepPx: number): WordRun[] {
  const words: WordRun[] = [];
  let cur: (WordRun & { sum: number; n: number }) | null = null;
  const pitch = medianPitch(chars);
  // an emitted space between characters that hold together is dropped
  let held = false;
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c.ch === ' ' || !c.ch.trim()) {
      if (i > 0 && i < chars.length - 1 && (holds(chars[i - 1].ch, chars[i + 1].ch) || decimal(chars, i - 1, i + 1))) {
        held = true;
        continue;
      }
      cur = null;
      continue;
    }
    if (cur && i > 0 && !held && !holds(chars[i - 1].ch, c.ch) && !decimal(chars, i - 1, i)) {
      const blank = widestBlank(col.ink, Math.floor((chars[i - 1].s1 + 0.5) * stepPx), Math.ceil((c.s0 + 0.5) * stepPx)) / col.band;
      const far = c.s0 - chars[i - 1].s1 >= GAP.farPitch * pitch;
      const pad = GAP.narrow * (narrow(chars[i - 1].ch) + narrow(c.ch));
      const space = c.space ?? 0;
      if (blank >= GAP.wide + pad || (far && blank >= GAP.far + pad) || space >= GAP.spaceSure || (space >= GAP.spaceHint && blank >= GAP.hintBlank) || spacedMark(chars, i, col, stepPx, blank)) cur = null;
    }
    held = false;
    if (!cur) {
      cur = { text: '', s0: c.s0, s1: c.s1, p: 0, sum: 0, n: 0 };
      words.push(cur);
    }
    cur.text += c.ch;
    cur.s1 = c.s1;
    cur.sum += c.p;
    cur.n++;
    cur.p = cur.sum / cur.n;
  }
  return words.map(({ text, s0, s1, p }) => ({ text, s0, s1, p }));
}

/**
 * After a mark (comma, full stop, colon, semicolon) the space is measured against the mark's own
 * place in the line: a mark printed close to the word before it and followed by a blank wider, by
 * `markGap` of the text band, than the one before it, ends its word ("33, <street>"); a mark as
 * far from both neighbours is inside one ("<abbreviation>.32"), and so is a mark between figures.
 */
export const MARK = { markGap: 0.2, minBlank: 0.3 };

function spacedMark(chars: Emitted[], i: number, col: ColumnInk, stepPx: number, blankAfter: number): boolean {
  if (i < 2 || !/^[,.;:]$/.test(chars[i - 1].ch) || !/[\p{L}\p{N}]/u.test(chars[i].ch) || chars[i - 2].ch === ' ') return false;
  // between figures a mark belongs to the number: a time, an amount, a ratio ("8:13:39", "1,250.00")
  if (/\d/.test(chars[i - 2].ch) && /\d/.test(chars[i].ch)) return false;
  if (blankAfter < MARK.minBlank) return false;
  const before = widestBlank(col.ink, Math.floor((chars[i - 2].s1 + 0.5) * stepPx), Math.ceil((chars[i - 1].s0 + 0.5) * stepPx)) / col.band;
  return blankAfter >= before + MARK.markGap;
}

/**
 * No word break between these two characters: an opening bracket holds on to the word after it;
 * a closing bracket, a comma and a full stop to the word before them (print seldom spaces them off).
 */
function holds(before: string, after: string): boolean {
  return /^[(（[]$/.test(before) || /^[)）\],.，。]$/.test(after);
}

/** A digit after a decimal point that follows a digit ("73.|00"): an amount is one word. */
function decimal(chars: Emitted[], point: number, next: number): boolean {
  return point >= 1 && chars[point].ch === '.' && /^\d$/.test(chars[next].ch) && /^\d$/.test(chars[point - 1].ch);
}

/** Glyphs narrower than their cell: the blank beside them says less about a word break. */
function narrow(ch: string): number {
  return /^[1Iil.,:;'!|]$/.test(ch) ? 1 : 0;
}

/** The usual step distance between neighbouring characters of a line. */
function medianPitch(chars: Emitted[]): number {
  const d: number[] = [];
  for (let i = 1; i < chars.length; i++) if (chars[i].ch !== ' ' && chars[i - 1].ch !== ' ') d.push(chars[i].s0 - chars[i - 1].s1);
  if (!d.length) return 2;
  d.sort((a, b) => a - b);
  return Math.max(1, d[d.length >> 1]);
}

function widestBlank(ink: Uint8Array, from: number, to: number): number {
  let run = 0;
  let best = 0;
  for (let x = Math.max(0, from); x < Math.min(to, ink.length); x++) {
    if (ink[x]) run = 0;
    else if (++run > best) best = run;
  }
  return best;
}
