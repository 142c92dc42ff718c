import { cardScript, gainKeyword } from '../../define.js';
import type { Effect, Keyword } from '../../vocabulary.js';

const yourUnitsGain = (keyword: Keyword): Effect => ({
  op: 'changeCharacteristics',
  subject: { ref: 'objectsMatching', filter: {}, units: true, controller: 'you' },
  changes: [gainKeyword(keyword)],
  duration: 'untilEndOfTurn',
});

export default cardScript('innervate-agility', {
  championCosts: { delevel: true, recover: 5 },
  // Your choice as it resolves: accepting picks stealth, declining picks spellshroud.
  onResolve: [{ op: 'may', effects: [yourUnitsGain('stealth')], otherwise: [yourUnitsGain('spellshroud')] }],
});
