import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('firetuned-automaton', {
  discardAsCost: { count: 1, filter: { element: 'FIRE' } },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
