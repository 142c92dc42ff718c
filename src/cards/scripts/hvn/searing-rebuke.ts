import { cardScript, classBonus, dealDamage, target, yourChampion } from '../../define.js';

// A 3-damage shield on your champion; with the class bonus, each time it stops some damage, 3 damage to an enemy champion.
export default cardScript('searing-rebuke', {
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: {
      kind: 'shield', amount: 3, duration: 'untilEndOfTurn',
      onPrevent: { effects: [dealDamage(target(0), 3)], targets: [{ kind: 'champion', controller: 'opponent' }], condition: classBonus() },
    },
  }],
});
