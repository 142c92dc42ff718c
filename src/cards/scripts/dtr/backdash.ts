import { classBonus, defineCard, draw, ifThen, levelRestriction, reserve, target, targetUnit } from '../../define.js';

export default defineCard(
  { slug: 'backdash', name: 'Backdash', types: ['ACTION'], subtypes: ['RANGER', 'SKILL'], classes: ['RANGER'], element: 'NORM', cost: reserve(1), speed: true },
  {
    targets: [targetUnit()],
    onResolve: [{ op: 'becomeDistant', subject: target(0) }, ifThen(classBonus(), [ifThen(levelRestriction(2), [draw(1)])])],
  },
);
