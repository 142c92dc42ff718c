import { cardScript, classBonus, modifyLife, staticAbility } from '../../define.js';

export default cardScript('evanescent-winds', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [modifyLife({ ref: 'objectsMatching', filter: { type: 'PHANTASIA' }, alsoType: 'ALLY', controller: 'you' }, 2)],
});
