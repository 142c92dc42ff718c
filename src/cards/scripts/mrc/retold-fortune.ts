import { allOf, cardScript, classBonus, draw, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('retold-fortune', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, allOf(classBonus(), levelRestriction(2)))],
  onResolve: [{ op: 'discardToDo', filter: { subtype: 'SPELL' }, then: [draw(1)] }],
});
