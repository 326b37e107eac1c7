import { formatBreakdown, rssBreakdown, type RssBreakdown } from './breakdown.js';

/** Samples this process's resident set size (run in the service's process: HTTP, workers and recognition threads). */
export class RssSampler {
  private timer: NodeJS.Timeout;
  peak = process.memoryUsage.rss();
  /** with BENCH_RSS_BREAKDOWN=1: where the memory was at the window's peak (read when a sample passes it by 2 MiB) */
  atPeak: RssBreakdown | null = null;
  private readonly breakdown = process.env.BENCH_RSS_BREAKDOWN === '1';

  constructor(everyMs = 250) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  sample(): void {
    const rss = process.memoryUsage.rss();
    if (this.breakdown && rss > (this.atPeak?.rss ?? 0) + 2 * 1048576) this.atPeak = rssBreakdown();
    this.peak = Math.max(this.peak, rss);
  }

  /** Starts a new window: the peak is measured from now. */
  reset(): void {
    this.peak = process.memoryUsage.rss();
    this.atPeak = null;
  }

  /** The breakdown at the window's peak, as one line (empty without BENCH_RSS_BREAKDOWN=1). */
  peakBreakdown(): string {
    return this.atPeak ? formatBreakdown(this.atPeak) : '';
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
