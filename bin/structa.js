#!/usr/bin/env node
import { main } from '../dist/src/main/cli.js';

main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`structa: ${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
});
