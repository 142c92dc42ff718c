import { cardScript, staticAbility } from '../../define.js';

export default cardScript('hire-mercenaries', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'opponentControls', type: 'ALLY' })],
  onResolve: [{ op: 'sortTopCards', count: 2, places: ['memory', 'bottom'] }],
});
