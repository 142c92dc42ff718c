import { cardScript, classBonus, putCounters, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('lightveil-agent', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'stealth' }, classBonus()),
    triggered(whenever('recovers', { who: 'you' }), [putCounters(self(), 'buff', 1)]),
  ],
});
