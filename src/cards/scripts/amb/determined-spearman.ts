import { cardScript, levelRestriction, staticAbility, youControl } from '../../define.js';

export default cardScript('determined-spearman', {
  abilities: [
    // Equestrian: cheaper while you control a Horse.
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, youControl('HORSE')),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(1)),
  ],
});
