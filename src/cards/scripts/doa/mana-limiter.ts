import { activated, banishSelf, cardScript, draw, staticAbility } from '../../define.js';

export default cardScript('mana-limiter', {
  abilities: [
    staticAbility({ kind: 'cantPayWithChampionCounters', counter: 'enlighten' }),
    activated([banishSelf()], [draw(1)], { condition: { kind: 'championCounters', counter: 'enlighten', min: 6 } }),
  ],
});
