import { cardScript, classBonus, drawIntoMemory, ifThen, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('tempestuous-conviction', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetUnit()],
  onResolve: [
    { op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' },
    ifThen({ kind: 'influenceAtMost', max: 5 }, [drawIntoMemory(1)]),
  ],
});
