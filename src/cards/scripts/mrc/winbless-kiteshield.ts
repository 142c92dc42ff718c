import { cardScript, characteristics, classBonus, gainKeyword, objectSet, staticAbility, targetUnit } from '../../define.js';

export default cardScript('winbless-kiteshield', {
  keywords: ['link'],
  targets: [targetUnit()],
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    staticAbility(characteristics([gainKeyword('vigor')], objectSet('linked'))),
  ],
});
