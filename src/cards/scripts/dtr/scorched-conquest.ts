import { defineCard, destroy, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'scorched-conquest', name: 'Scorched Conquest', types: ['ACTION'], subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'], element: ['EXALTED', 'FIRE'], cost: reserve(3), speed: false },
  {
    targets: [{ kind: 'domain', optional: true }, { kind: 'domain', optional: true }, { kind: 'domain', optional: true }],
    onResolve: [destroy(target(0)), destroy(target(1)), destroy(target(2))],
  },
);
