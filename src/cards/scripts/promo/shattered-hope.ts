import { cardScript, championBonus, draw, staticAbility } from '../../define.js';

export default cardScript('shattered-hope', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, championBonus('Merlin'))],
  onResolve: [
    { op: 'glimpse', count: 1 },
    draw(1),
    { op: 'enterCounters', counter: 'sheen', count: 1, filter: { type: 'ALLY' }, anyController: true },
  ],
});
