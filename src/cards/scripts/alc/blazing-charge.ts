import { cardScript, classBonus, onAttack, staticAbility, triggered, yourChampion } from '../../define.js';

export default cardScript('blazing-charge', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, classBonus()),
    triggered(onAttack(), [{ op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'increase', amount: 1, duration: 'untilYourNextTurn' } }]),
  ],
});
