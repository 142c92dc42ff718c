import { cardScript, classBonus, copyObject, ifThen, may, preventNextDamage, staticAbility, target, targetAlly } from '../../define.js';

// The copy needs a reserve cost to pay: an ally without one (a memory cost) gets no copy. A reserve cost of 0
// is a plain yes or no (paying 0 asks no card).
const copy = copyObject(target(0));
export default cardScript('echoic-guard', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetAlly()],
  onResolve: [
    preventNextDamage(target(0), 2),
    ifThen({ kind: 'targetIs', index: 0, filter: { maxReserveCost: 0 } }, [may(copy)], [
      ifThen({ kind: 'targetIs', index: 0, filter: { maxReserveCost: 1000 } }, [
        { op: 'scaled', x: { of: 'targetReserveCost', index: 0 }, effect: { op: 'payToDo', amount: 0, then: [copy] } },
      ]),
    ]),
  ],
});
