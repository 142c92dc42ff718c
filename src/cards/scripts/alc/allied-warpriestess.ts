import { classBonus, cardScript, memoryRestriction, onAttack, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('allied-warpriestess', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    triggered(onAttack(), [recover(2)], { condition: memoryRestriction(4) }),
  ],
});
