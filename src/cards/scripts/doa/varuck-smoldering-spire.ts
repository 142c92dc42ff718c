import { cardScript, self, staticAbility, triggered, whenever } from '../../define.js';

export default cardScript('varuck-smoldering-spire', {
  abilities: [
    // Upkeep.
    triggered(whenever('materializes', { who: 'you' }), [{ op: 'sacrifice', subject: self() }]),
    // Your fire sources' damage can't be prevented.
    staticAbility({ kind: 'unpreventableFrom', element: 'FIRE' }),
  ],
});
