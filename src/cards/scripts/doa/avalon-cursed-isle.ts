import { cardScript, mill, self, targetPlayer, triggered, whenever } from '../../define.js';

export default cardScript('avalon-cursed-isle', {
  abilities: [
    // Upkeep.
    triggered(whenever('materializes', { who: 'you' }), [{ op: 'sacrifice', subject: self() }]),
    triggered(whenever('activates', { who: 'you', element: 'WATER' }), [mill(2, { ref: 'target', index: 0 })], { targets: [targetPlayer()] }),
  ],
});
