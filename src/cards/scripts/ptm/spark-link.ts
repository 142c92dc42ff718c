import { cardScript, drawIntoMemory, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('spark-link', {
  onResolve: [drawIntoMemory(1, 'each')],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, levelRestriction(1))],
});
