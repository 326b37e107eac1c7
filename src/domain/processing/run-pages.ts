// The recognised pages of a processing run: held in memory while the document is short, else
// stored one by one as recognition hands them over (docs/pipeline.md, Pages stored one by one).
import { lineHeights } from '../../pipeline/chunk.js';
import type { Page } from '../../pipeline/types.js';

/**
 * Up to this much page JSON a run keeps its pages in memory: they are written in the statement
 * that records the end of recognition and chunked without reading them back (a short document
 * costs one statement for its pages instead of one per page and one read). Past it every page is
 * written as it is recognised, so no process holds a long document whole.
 */
export const HOLD_PAGES_CHARS = 256 * 1024;

/** A recognised page held in memory, with its JSON text as recognition produced it. */
export interface HeldPage {
  page: Page;
  json: string;
}

/**
 * Takes a run's pages as recognition hands them over: holds them while their JSON stays within
 * `holdChars`; the first page past it writes the held pages and itself through `write`, and every
 * later page is written as it comes. Keeps each page's line heights (chunking needs their median).
 */
export function pageKeeper(holdChars: number, write: (page: Page, json: string) => Promise<void>) {
  const heights: number[] = [];
  let held: HeldPage[] | null = [];
  let heldChars = 0;
  return {
    heights,
    async onPage(page: Page, json: string): Promise<void> {
      for (const h of lineHeights(page)) heights.push(h);
      if (held !== null && heldChars + json.length <= holdChars) {
        held.push({ page, json });
        heldChars += json.length;
        return;
      }
      const earlier = held ?? [];
      held = null;
      for (const p of earlier) await write(p.page, p.json);
      await write(page, json);
    },
    /** The held pages in page order, or null when they were written one by one. */
    held(): HeldPage[] | null {
      return held === null ? null : [...held].sort((a, b) => a.page.number - b.page.number);
    },
  };
}
