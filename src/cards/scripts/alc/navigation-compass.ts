import { activated, cardScript, classBonus, drawIntoMemory, restSelf, staticAbility } from '../../define.js';

export default cardScript('navigation-compass', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    activated([restSelf(), { kind: 'discard', filter: { type: 'DOMAIN' } }], [drawIntoMemory(1)]),
  ],
});
