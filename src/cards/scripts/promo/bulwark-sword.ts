import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('bulwark-sword', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
    staticAbility({ kind: 'attackCost', reserve: 2 }),
  ],
});
