import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config/config.js';

/** The logger of background jobs: the configured level, JSON lines on stdout (or the given stream). */
export function workerLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino({ level: config.logLevel, base: { pid: process.pid, component: 'worker' } }, destination);
}
