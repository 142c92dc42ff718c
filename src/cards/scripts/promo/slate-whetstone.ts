import { activated, banishSelf, buffPower, defineCard, draw, memory, target, targetWeapon } from '../../define.js';

export default defineCard(
  { slug: 'slate-whetstone', name: 'Slate Whetstone', types: ['ITEM'], supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'ACCESSORY'], classes: ['WARRIOR'], element: 'NORM', cost: memory(1) },
  {
    abilities: [
      activated([banishSelf()], [buffPower(target(0), 1), draw(1)], { targets: [targetWeapon({ controller: 'you', subtype: 'POLEARM', optional: true })] }),
    ],
  },
);
