import { cardScript, classBonus, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('resonating-fugue', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
  targets: [targetAlly({ controller: 'you', anySubtype: ['ANIMAL', 'BEAST'] })],
  onResolve: [{ op: 'changeCharacteristics', subject: target(0), changes: [{ kind: 'swapPowerLife' }], duration: 'untilEndOfTurn' }],
});
