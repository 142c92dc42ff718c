import { cardScript, classBonus, staticAbility, yourChampion } from '../../define.js';

export default cardScript('water-barrier', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [{ op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'instance', amount: 'all', allBut: 1, duration: 'untilEndOfTurn' } }],
});
