import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('rapid-reload', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'efficiency' }, classBonus())],
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } }],
});
