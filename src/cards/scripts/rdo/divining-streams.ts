import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('divining-streams', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [{ op: 'sortTopCards', count: 3, places: ['graveyard', 'top', 'bottom'] }],
});
