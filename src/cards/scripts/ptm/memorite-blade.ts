import { buffPower, defineCard, onlyOnce, reserve, self, triggered, whenever } from '../../define.js';

// The first Spell card its controller activates makes it stronger for as long as it stays; later ones
// do nothing (ability tracking: the trigger happens only once for this object).
export default defineCard(
  { slug: 'memorite-blade', name: 'Memorite Blade', types: ['TOKEN', 'WEAPON'], subtypes: ['ASSASSIN', 'MEMORITE', 'SWORD'], classes: ['ASSASSIN'], element: 'NORM', cost: reserve(2), power: 0, durability: 2 },
  {
    abilities: [onlyOnce(triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), [buffPower(self(), 1, 'permanent')]))],
  },
);
