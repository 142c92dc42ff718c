import { cardScript, classBonus, dealDamage, ifThen, mill, target, targetAlly } from '../../define.js';

export default cardScript('torrential-blast', {
  targets: [targetAlly({ optional: true })],
  onResolve: [
    ifThen(classBonus(), [mill(2, 'you')]),
    { op: 'scaled', x: { of: 'tally', tally: { of: 'graveyard', filter: { element: 'WATER' } } }, effect: dealDamage(target(0), 0) },
  ],
});
