// npm run bench:lookup: autocomplete and answer times for /rule and /card over the full shared corpus.
import { benchCards } from './lookup-cards.js';
import { benchRules } from './lookup-rules.js';

await benchRules();
await benchCards();
