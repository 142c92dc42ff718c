import { defineCard, destroy, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'raze-the-land', name: 'Raze the Land', types: ['ACTION'], subtypes: ['GUARDIAN', 'SKILL'], classes: ['GUARDIAN'], element: 'NORM', cost: reserve(3), speed: false },
  { keywords: ['floatingMemory'], targets: [{ kind: 'domain' }], onResolve: [destroy(target(0))] },
);
