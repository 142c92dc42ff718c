import { cardScript, classBonus, putCounters, staticAbility, target, targetAlly, triggered, whenever } from '../../define.js';

export default cardScript('maiden-of-shrouded-fog', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'spellshroud' }, classBonus()),
    triggered(whenever('activates', { who: 'you', fromMemory: true }), [putCounters(target(0), 'buff', 1)], {
      targets: [targetAlly({ controller: 'you', anyType: ['PHANTASIA'] })],
    }),
  ],
});
