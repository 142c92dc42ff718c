import { cardScript, drawIntoMemory, ifThen, masteryDirection, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('coriolis-ward', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: preventNextDamage(target(0), 0) },
    ifThen(masteryDirection('west'), [drawIntoMemory(1)]),
  ],
});
