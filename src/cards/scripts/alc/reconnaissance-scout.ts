import { cardScript, classBonus, onEnter, preventNextDamage, target, targetUnit, triggered } from '../../define.js';

export default cardScript('reconnaissance-scout', {
  keywords: ['fastActivation'],
  keywordValues: { ranged: 2 },
  abilities: [
    triggered(onEnter(), [{ op: 'becomeDistant', subject: target(0) }, preventNextDamage(target(0), 1)], {
      condition: classBonus(), targets: [targetUnit({ controller: 'you', other: true })],
    }),
  ],
});
