import { allOf, cardScript, championBonus, sheen, staticAbility } from '../../define.js';

export default cardScript('conjuring-fluorescence', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, allOf(championBonus('Merlin'), sheen(8)))],
  onResolve: [{ op: 'materializeFromMaterialDeck', filter: { supertype: 'REGALIA' } }],
});
