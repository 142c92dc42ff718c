import { becomes, buffPower, cardScript, draw, eventObjectIs, onHit, staticAbility, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('spirit-blade-infusion', {
  // 2 less once your champion has dealt combat damage this turn.
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'championDealtCombatDamage', min: 1 })],
  targets: [targetWeapon({ subtype: 'SWORD' })],
  onResolve: [
    buffPower(target(0), 3),
    // It gains an On Champion Hit that draws a card, until end of turn.
    becomes(target(0), [{ kind: 'gainAbility', ability: triggered(onHit(), [draw(1)], { condition: eventObjectIs('CHAMPION') }) }], 'untilEndOfTurn'),
  ],
});
