import { cardScript, imbue, imbued, staticAbility } from '../../define.js';

// While imbued: 2 less damage from each source that isn't norm element.
export default cardScript('shangxiang-fierce-princess', {
  imbue: [imbue(3)],
  abilities: [staticAbility({ kind: 'preventDamage', affects: 'self', amount: 2, fromNotElement: 'NORM' }, imbued())],
});
