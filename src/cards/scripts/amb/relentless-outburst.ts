import { allOf, cardScript, classBonus, dealDamage, ifThen, not, target } from '../../define.js';
import type { Condition, Effect } from '../../vocabulary.js';

// The targeted sentence exists only with the Class Bonus and Damage 35+: the two ways to activate it are
// offered as modes, one open at a time; the sentence is checked again as it resolves.
const bonus: Condition = allOf(classBonus(), { kind: 'damage', min: 35 });
const outburst: Effect = { op: 'scaled', x: { of: 'championDamage' }, per: 6, effect: dealDamage({ ref: 'allUnitsButYourChampion' }, 0) };

export default cardScript('relentless-outburst', {
  modes: [
    {
      condition: bonus, targets: [{ kind: 'champion' }],
      effects: [ifThen(bonus, [{ op: 'preventDamage', subject: target(0), prevention: { kind: 'increase', amount: 1, duration: 'untilEndOfTurn' } }]), outburst],
    },
    { condition: not(bonus), effects: [outburst] },
  ],
});
