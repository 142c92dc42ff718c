import { defineCard, destroy, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'disenchant', name: 'Disenchant', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'NORM', cost: reserve(2), speed: false },
  { targets: [{ kind: 'phantasia' }], onResolve: [destroy(target(0))] },
);
