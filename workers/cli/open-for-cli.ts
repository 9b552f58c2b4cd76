import type { loadConfig } from '../../infra/config/env';
import { openInfrastructure, type Infrastructure } from '../../infra/process/open-infrastructure';

/**
 * Opens the platform's database and event store for a command-line tool, or says on stderr why it
 * cannot (most often: `npm start` holds the embedded database) and answers null.
 */
export async function openForCli(config: ReturnType<typeof loadConfig>): Promise<Infrastructure | null> {
  try {
    return await openInfrastructure(config);
  } catch (err) {
    console.error(
      `Could not open the database (${config.databaseUrl ? 'DATABASE_URL' : `PGlite at ${config.dataDir}`}): ${(err as Error).message}\n` +
        'The embedded database can be opened by one process at a time: stop `npm start` first, or use DATABASE_URL.',
    );
    return null;
  }
}
