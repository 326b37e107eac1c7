// A service process for memory tests: listens on loopback, reports its chat and key over IPC, and
// answers how far its resident memory rose above a baseline while the parent uploaded.
import { createTestApp } from './app.js';
import { makeOrg } from './factories.js';
import { makeChat } from './uploads.js';

const t = await createTestApp(JSON.parse(process.env.CHILD_ENV ?? '{}'));
const o = await makeOrg(t.services);
const chat = await makeChat(t, o.auth);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let baseline = 0;
let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
setInterval(sample, 10).unref();

process.on('message', async (m) => {
  if (m === 'reset') {
    (globalThis as { gc?: () => void }).gc?.();
    baseline = process.memoryUsage().rss;
    peak = baseline;
    process.send!({ baseline });
  } else if (m === 'report') {
    sample();
    process.send!({ baseline, peak });
  } else if (m === 'stop') {
    await t.close();
    process.exit(0);
  }
});
process.send!({ port, auth: o.auth, chat });
