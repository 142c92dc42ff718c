import { defineCard, draw, reserve, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'backstep', name: 'Backstep', types: ['ACTION'], subtypes: ['RANGER', 'SKILL'], classes: ['RANGER'], element: 'NORM', cost: reserve(2), speed: true },
  { targets: [targetUnit()], onResolve: [{ op: 'becomeDistant', subject: target(0) }, draw(1)] },
);
