// npm run cards:registry: rewrite src/cards/scripts/registry.ts from the script files under src/cards/scripts/<set>/.
import { writeFileSync } from 'node:fs';
import { REGISTRY_FILE, registrySource, scriptFiles } from './registry-source.js';

const files = scriptFiles();
writeFileSync(REGISTRY_FILE, registrySource(files));
console.log(`${files.length} card scripts registered in ${REGISTRY_FILE}`);
