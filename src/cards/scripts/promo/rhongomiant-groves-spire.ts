import { allOf, cardScript, championBonus, may, staticAbility, triggered, whenever } from '../../define.js';

const mordred = championBonus('Mordred');

export default cardScript('rhongomiant-groves-spire', {
  keywords: ['spellshroud'],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 4 }, allOf(mordred, { kind: 'opponentInfluence', min: 8 })),
    triggered(whenever('counterRemoved', { self: true, counter: 'durability' }), [may({ op: 'returnFromMemory', count: 1 })], { condition: mordred }),
  ],
});
