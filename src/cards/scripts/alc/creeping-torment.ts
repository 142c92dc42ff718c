import { cardScript, dealUnpreventableDamage, onEnter, self, target, triggered, whenever } from '../../define.js';

export default cardScript('creeping-torment', {
  abilities: [
    triggered(onEnter(), [{ op: 'selfIntoLineage', champion: target(0) }], { targets: [{ kind: 'champion' }] }),
    { ...triggered(whenever('draws', { who: 'you', nthOfTurn: 2 }), [dealUnpreventableDamage(self(), 2)]), inherited: true },
  ],
});
