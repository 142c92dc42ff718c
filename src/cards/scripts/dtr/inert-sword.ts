import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('inert-sword', {
  abilities: [
    staticAbility({ kind: 'materializeReserveCost', amount: 2 }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
  ],
});
