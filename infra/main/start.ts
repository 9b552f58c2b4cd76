import { loadConfig } from '../config/env';
import { startPlatform } from './platform';

/** `npm start`: the whole platform on PORT (default 3000), data in DATA_DIR (default ./data). */
const config = loadConfig();
const platform = await startPlatform({ port: config.port, host: config.host });
console.log(`Lensloop is running at http://localhost:${config.port}  (API docs: /api/docs)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    platform.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
