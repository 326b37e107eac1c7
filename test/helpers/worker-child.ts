// A worker process for crash tests: runs the service's workers (no HTTP) from the environment and
// reports the watched attachment's processing state over IPC until it is killed or told to stop.
import { loadConfig } from '../../src/config/config.js';
import { startRuntime } from '../../src/main/runtime.js';

const rt = await startRuntime(loadConfig(process.env), { http: false, workers: true });
const id = Number(process.env.WATCH_ATTACHMENT_ID);
let stopping = false;
process.on('message', async (m) => {
  if (m !== 'stop' || stopping) return;
  stopping = true;
  await rt.stop();
  process.exit(0);
});
while (!stopping) {
  const r = await rt.db.query(`SELECT processing_status, processing_stage, processing_run FROM attachments WHERE id = $1`, [id]).catch(() => null);
  if (r && !stopping) process.send?.(r.rows[0] ?? null);
  await new Promise((res) => setTimeout(res, 50));
}
