import { allOf, cardScript, championBonus, ifThen, modifyLife, staticAbility, target, targetActivation, targetAlly } from '../../define.js';

export default cardScript('royal-line-defense', {
  // Alice Bonus: 2 less once you have activated a Command card this turn.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, allOf(championBonus('Alice'), { kind: 'activatedThisTurn', subtype: 'COMMAND' }))],
  modes: [
    { targets: [targetAlly({ subtype: 'CHESSMAN' })], effects: [modifyLife(target(0), 3)] },
    // The negation happens only while a Chessman ally (anyone's) is attacking as this resolves.
    { targets: [targetActivation()], effects: [ifThen({ kind: 'allyAttacking', subtype: 'CHESSMAN' }, [{ op: 'negate', target: 0 }])] },
  ],
});
