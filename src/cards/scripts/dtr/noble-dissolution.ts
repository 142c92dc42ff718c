import { defineCard, destroy, reserve, target } from '../../define.js';

export default defineCard(
  { slug: 'noble-dissolution', name: 'Noble Dissolution', types: ['ACTION'], subtypes: ['CLERIC', 'MAGE', 'SPELL'], classes: ['CLERIC', 'MAGE'], element: ['EXALTED', 'WIND'], cost: reserve(2), speed: true },
  {
    targets: [{ kind: 'phantasia', optional: true }, { kind: 'phantasia', optional: true }, { kind: 'phantasia', optional: true }],
    onResolve: [destroy(target(0)), destroy(target(1)), destroy(target(2))],
  },
);
