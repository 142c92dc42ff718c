import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('dredging-streams', {
  targets: [{ kind: 'graveyardCard' }],
  onResolve: [{ op: 'banishCard', target: 0 }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, levelRestriction(2))],
});
