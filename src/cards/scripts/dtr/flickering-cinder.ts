import { dealDamage, defineCard, reserve, target, targetUnit, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'flickering-cinder', name: 'Flickering Cinder', types: ['ACTION'], subtypes: ['RANGER', 'SPELL'], classes: ['RANGER'], element: 'FIRE', cost: reserve(1), speed: true },
  { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1), { op: 'becomeDistant', subject: yourChampion() }] },
);
