import { cardScript, championBonus, staticAbility } from '../../define.js';

// One Memorite object may stand in for 1 of its memory cost; with Merlin, it hits harder against an ally bearing sheen.
export default cardScript('shardforged-blade', {
  abilities: [
    staticAbility({ kind: 'ownMemoryCostSacrifice', filter: { subtype: 'MEMORITE' } }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 },
      { kind: 'allOf', conditions: [championBonus('Merlin'), { kind: 'defenderIs', type: 'ALLY', withCounter: 'sheen' }] }),
  ],
});
