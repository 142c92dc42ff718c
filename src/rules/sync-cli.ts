// npm run rules:sync [-- --from DIR]
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { dataDirFromEnv } from './corpus.js';
import { RulesSyncError, syncRules } from './sync.js';

const logger = pino({ name: 'rules-sync' });

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' } }, allowPositionals: false });
  const dataDir = dataDirFromEnv();
  try {
    const result = await syncRules({ dataDir, logger, ...(values.from ? { from: values.from } : {}) });
    process.stdout.write(
      `Rules synced: ${result.pageCount} pages, version ${result.version ?? 'unknown'}, into ${result.dir}\n`,
    );
    return 0;
  } catch (error) {
    if (error instanceof RulesSyncError) {
      process.stderr.write(`rules:sync failed: ${error.message}\nThe previous rules cache (if any) was left as it was.\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
