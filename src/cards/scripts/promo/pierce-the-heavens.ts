import { allOf, cardScript, championBonus, staticAbility } from '../../define.js';

const leveled = allOf(championBonus('Jin'), { kind: 'championLeveledUpThisTurn' });

export default cardScript('pierce-the-heavens', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, leveled),
    staticAbility({ kind: 'keyword', keyword: 'unblockable' }, leveled),
  ],
});
