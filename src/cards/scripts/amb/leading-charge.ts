import { allOf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('leading-charge', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 },
      allOf(classBonus(), { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'WARRIOR', supertype: 'UNIQUE' }, min: 1 })),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
