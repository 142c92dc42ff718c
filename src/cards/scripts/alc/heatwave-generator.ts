import { atBeginningOfYourRecollection, buffPower, classBonus, defineCard, memory, staticAbility, target, targetAlly, triggered } from '../../define.js';

export default defineCard(
  { slug: 'heatwave-generator', name: 'Heatwave Generator', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['GUARDIAN', 'DEVICE'], classes: ['GUARDIAN'], element: 'FIRE', cost: memory(1) },
  {
    abilities: [
      staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
      triggered(atBeginningOfYourRecollection(), [buffPower(target(0), 1)], { targets: [targetAlly({ controller: 'you' })] }),
    ],
  },
);
