import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('shu-frontliner', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, youControl('HORSE')),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
