import { cardScript, staticAbility } from '../../define.js';

export default cardScript('disciple-of-the-waves', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'graveyardCount', min: 3, element: 'WATER' })],
});
