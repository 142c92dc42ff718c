import { defineCard, putCounters, reserve, summonToken, target, targetWeapon } from '../../define.js';

export default defineCard(
  { slug: 'cell-forging', name: 'Cell Forging', types: ['ACTION'], subtypes: ['GUARDIAN', 'CRAFT'], classes: ['GUARDIAN'], element: 'FIRE', cost: reserve(3), speed: true },
  {
    modes: [
      { targets: [targetWeapon()], effects: [putCounters(target(0), 'durability', 2)] },
      { effects: [summonToken('powercell')] },
    ],
  },
);
