import { defineCard, destroy, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'scatter-essence', name: 'Scatter Essence', types: ['ACTION'], subtypes: ['CLERIC', 'SPELL'], classes: ['CLERIC'], element: 'WIND', cost: reserve(2), speed: false },
  { keywords: ['floatingMemory'], targets: [{ kind: 'phantasia' }], onResolve: [destroy(target(0))] },
);
