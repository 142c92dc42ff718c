import { becomes, cardScript, classBonus, ifThen, nextAttackGets, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('take-aim', {
  targets: [targetUnit()],
  onResolve: [
    nextAttackGets(target(0), 2),
    ifThen(classBonus(), [becomes(target(0), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'ranged', amount: 2 }) }], 'untilEndOfTurn')]),
  ],
});
