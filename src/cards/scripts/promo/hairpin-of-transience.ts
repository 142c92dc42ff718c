import { activated, banishSelf, cardScript, classBonus, putCounters, target } from '../../define.js';

// Wither counters are dealt with by the game's wither trigger at the start of each main phase (effects/counters.ts).
export default cardScript('hairpin-of-transience', {
  abilities: [
    activated([banishSelf()], [putCounters(target(0), 'wither', 3)], { condition: classBonus(), targets: [{ kind: 'object', nonChampion: true }] }),
  ],
});
