import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('archon-broadsword', {
  abilities: [
    staticAbility({ kind: 'attackCost', reserve: 2 }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perControlled: 'TOKEN' }, classBonus()),
  ],
});
