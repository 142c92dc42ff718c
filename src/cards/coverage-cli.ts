// npm run cards:coverage [-- --index FILE]: how many Index cards are scripted and tested.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { IndexCardSchema } from './index-schema.js';
import { cardsCachePath } from './catalog.js';
import { coverage, formatCoverage } from './coverage.js';
import { SCRIPTS } from './scripts/index.js';
import { loadBlockers } from './blockers.js';

const { values } = parseArgs({ options: { index: { type: 'string' }, tests: { type: 'string', default: 'test' } } });
const file = values.index ?? cardsCachePath(process.env.ARCHIVIST_DATA_DIR ?? './data');
if (!existsSync(file)) {
  console.error(`No card data at ${file}: run \`npm run cards:sync\` or pass --index FILE.`);
  process.exit(1);
}
const cards = z.array(IndexCardSchema).parse(JSON.parse(readFileSync(file, 'utf8')));

// A scripted card counts as tested when a test file names its slug.
function testText(dir: string): string {
  if (!existsSync(dir)) return '';
  return readdirSync(dir).map((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? testText(p) : /\.test\.ts$/.test(name) ? readFileSync(p, 'utf8') : '';
  }).join('\n');
}
const text = testText(values.tests);
const tested = new Set([...SCRIPTS.keys()].filter((slug) => new RegExp(`['"\`]${slug}['"\`]`).test(text)));
const blockers = loadBlockers();
const scriptedAndBlocked = Object.keys(blockers).filter((slug) => SCRIPTS.has(slug));
if (scriptedAndBlocked.length) console.warn(`scripted, yet listed as blocked (remove them from src/cards/blockers): ${scriptedAndBlocked.join(', ')}`);
console.log(formatCoverage(coverage(cards, new Set(SCRIPTS.keys()), tested, blockers)));
