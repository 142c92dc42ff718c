import { atBeginningOfYourRecollection, classBonus, defineCard, recover, reserve, staticAbility, triggered } from '../../define.js';

export default defineCard(
  { slug: 'healing-aura', name: 'Healing Aura', types: ['PHANTASIA'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(4) },
  {
    abilities: [
      staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
      triggered(atBeginningOfYourRecollection(), [recover(1)]),
    ],
  },
);
