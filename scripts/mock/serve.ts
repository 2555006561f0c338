// `npm run mock`: Prism alone on the mock spec (MOCK_PORT, default 4010). Example selection by request lives in
// the proxy of `npm start` / `npm run preview`; talking to Prism directly, send `Prefer: example=<name>` yourself.
import { portFromEnv } from './ports.ts';
import { DEFAULT_MOCK_PORT, startPrism } from './prism.ts';
import { stopOnSignals } from './shutdown.ts';

const prism = await startPrism({
  port: portFromEnv('MOCK_PORT', DEFAULT_MOCK_PORT),
  specPath: process.env.MOCK_SPEC || undefined,
  logLevel: 'info',
});
console.log(`[mock] Mock API: ${prism.url}  (Ctrl-C stops it)`);
stopOnSignals([() => prism.stop()], 'mock');
