import { classBonus, dealDamage, defineCard, draw, ifThen, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'juggle-knives', name: 'Juggle Knives', types: ['ACTION'], subtypes: ['ASSASSIN', 'RANGER', 'SKILL'], classes: ['ASSASSIN', 'RANGER'], element: 'NORM', cost: reserve(2), speed: true },
  { targets: [{ kind: 'champion' }], onResolve: [dealDamage(target(0), 1), ifThen(classBonus(), [draw(1)])] },
);
