import { cardScript, classBonus, draw, staticAbility } from '../../define.js';

export default cardScript('tend-the-land', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())],
  onResolve: [{ op: 'gather' }, draw(1)],
});
