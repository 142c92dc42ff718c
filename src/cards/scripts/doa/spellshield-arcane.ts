import { cardScript, classBonus, staticAbility, yourChampion } from '../../define.js';

export default cardScript('spellshield-arcane', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: { kind: 'instance', amount: 'all', duration: 'untilEndOfTurn', rider: { counter: 'enlighten', on: 'yourChampion', count: 'prevented' } },
  }],
});
