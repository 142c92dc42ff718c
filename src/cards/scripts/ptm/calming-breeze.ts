import { cardScript, levelRestriction, staticAbility, yourChampion } from '../../define.js';

// Each damage event of 3 or less to your champion this turn is prevented whole.
export default cardScript('calming-breeze', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, levelRestriction(1))],
  onResolve: [{ op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'each', amount: 'all', atMost: 3, duration: 'untilEndOfTurn' } }],
});
