import { atBeginningOfYourEndPhase, cardScript, classBonus, imbue, imbued, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('stardust-oracle', {
  imbue: [imbue(2)],
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, imbued()),
    triggered(atBeginningOfYourEndPhase(), [summonToken('astral-shard')], { condition: classBonus() }),
  ],
});
