import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { Logger } from 'pino';
import { CardSyncError, dataDirFromEnv, importCardsFromFile, syncFromIndex } from './sync.js';
import type { FetchLike, SyncResult } from './sync.js';

const USAGE = `usage: npm run cards:sync [-- --from FILE] [--data-dir DIR]
  Downloads every card of the Grand Archive Index into <dataDir>/cards/index-cards.json.
  --from FILE     import a saved JSON array of Index cards instead of calling the API
  --data-dir DIR  overrides ARCHIVIST_DATA_DIR (default ./data)`;

export interface SyncCliDeps {
  env?: NodeJS.ProcessEnv;
  fetch?: FetchLike;
  logger?: Logger;
  delayMs?: number;
  retryDelayMs?: number;
  print?: (line: string) => void;
}

/** Returns the process exit code. */
export async function runCardSyncCli(argv: readonly string[], deps: SyncCliDeps = {}): Promise<number> {
  const print = deps.print ?? ((line: string) => console.log(line));
  const logger = deps.logger ?? pino({ level: 'info' });
  let values: { from?: string | undefined; 'data-dir'?: string | undefined; help?: boolean | undefined };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }));
  } catch (error) {
    print(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const dataDir = values['data-dir'] ?? dataDirFromEnv(deps.env);
  try {
    let result: SyncResult;
    if (values.from) {
      result = await importCardsFromFile(values.from, dataDir, logger);
    } else {
      result = await syncFromIndex({
        dataDir,
        logger,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
        ...(deps.delayMs !== undefined ? { delayMs: deps.delayMs } : {}),
        ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
      });
    }
    const rejected = result.rejected > 0 ? `, ${result.rejected} rejected by the schema` : '';
    print(`Saved ${result.cards} cards to ${result.file}${rejected}.`);
    return 0;
  } catch (error) {
    if (error instanceof CardSyncError) {
      print(`Card sync failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCardSyncCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
