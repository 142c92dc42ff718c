import { cardScript, classBonus, mill, staticAbility, yourChampion } from '../../define.js';

// Stops the next damage to your champion; as many top cards of your deck as it stopped go to your graveyard.
export default cardScript('hailstorm-guard', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: { kind: 'instance', amount: 'all', duration: 'untilEndOfTurn', then: { effects: [{ op: 'scaled', x: { of: 'eventAmount' }, effect: mill(0, 'you') }] } },
  }],
});
