import { allOf, cardScript, classBonus, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('coy-bouclier', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, levelRestriction(2)),
    // On the field it is one of the allies it counts: "another ally" means two or more.
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, allOf(classBonus(), { kind: 'controlsType', type: 'ALLY', min: 2 })),
  ],
});
