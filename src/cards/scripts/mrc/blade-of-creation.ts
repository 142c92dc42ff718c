import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('blade-of-creation', {
  keywords: ['cleave'],
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perControlled: { type: 'TOKEN' } }, classBonus())],
});
