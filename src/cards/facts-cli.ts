// npm run cards:facts [-- --index FILE]: regenerate the committed facts table (src/cards/index-facts.json) from a synced Index.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { cardsCachePath } from './catalog.js';
import { IndexCardSchema } from './index-schema.js';
import { INDEX_FACTS_FILE, formatFactsTable } from './index-facts.js';

const { values } = parseArgs({ options: { index: { type: 'string' } } });
const file = values.index ?? cardsCachePath(process.env.ARCHIVIST_DATA_DIR ?? './data');
if (!existsSync(file)) {
  console.error(`No card data at ${file}: run \`npm run cards:sync\` or pass --index FILE.`);
  process.exit(1);
}
const cards = z.array(IndexCardSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
const text = formatFactsTable(cards);
writeFileSync(INDEX_FACTS_FILE, text);
console.log(`${text.split('\n').length - 3} card faces written to ${INDEX_FACTS_FILE.pathname}`);
