import { allOf, cardScript, championBonus, ifThen, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('brusque-neige', {
  abilities: [staticAbility({ kind: 'alternativeCost', pay: { kind: 'sacrifice', count: 1, filter: { type: 'ALLY' } } })],
  onResolve: [
    { op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, everyPlayer: true },
    ifThen(allOf(championBonus('Ciel'), levelRestriction(2)), [{ op: 'banishThisCard', omen: true }]),
  ],
});
