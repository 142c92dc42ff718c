import { dealDamage, cardScript, recover, target, triggered, whenever } from '../../define.js';

// Whenever any ally dies: 1 damage to a champion an opponent controls, and its controller recovers 1.
export default cardScript('siphoning-fractal', {
  keywords: ['reservable'],
  abilities: [
    triggered(whenever('dies', { type: 'ALLY' }), [dealDamage(target(0), 1), recover(1)], { targets: [{ kind: 'champion', controller: 'opponent' }] }),
  ],
});
