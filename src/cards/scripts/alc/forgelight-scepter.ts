import { cardScript, classBonus, dealUnpreventableDamage, staticAbility, triggered } from '../../define.js';

// "Each opponent's end phase": any player's end phase that is not yours (the turn player is that opponent).
export default cardScript('forgelight-scepter', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    triggered({ on: 'beginPhase', phase: 'end', whose: 'each' }, [dealUnpreventableDamage({ ref: 'turnPlayerChampion' }, 2)], {
      condition: { kind: 'allOf', conditions: [{ kind: 'not', condition: { kind: 'yourTurn' } }, { kind: 'turnPlayerMemoryOdd' }] },
    }),
  ],
});
