#!/usr/bin/env node
// The compiled entry point; a missing build is reported in one line instead of a module stack.
let cli;
try {
  cli = await import('../dist/src/main/cli.js');
} catch (e) {
  if (e && e.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist/src/main/cli.js')) {
    process.stderr.write('structa: not built yet: run `npm run build` first\n');
    process.exit(1);
  }
  throw e;
}

cli.main(process.argv.slice(2)).catch((e) => {
  process.stderr.write(`structa: ${e && e.stack ? e.stack : e}\n`);
  process.exit(1);
});
