import { classBonus, dealDamage, cardScript, memoryRestriction, onEnter, target, triggered } from '../../define.js';

export default cardScript('explosive-fractal', {
  keywords: ['reservable'],
  abilities: [
    triggered(onEnter(), [dealDamage(target(0), 2)], {
      condition: { kind: 'allOf', conditions: [classBonus(), memoryRestriction(4)] },
      targets: [{ kind: 'champion' }],
    }),
  ],
});
