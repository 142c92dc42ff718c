import { cardScript, championBonus, staticAbility, summonToken } from '../../define.js';

export default cardScript('apothecarys-harvest', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, championBonus('Arisanna'))],
  onResolve: ['blightroot', 'manaroot', 'silvershine', 'fraysia', 'razorvine', 'springleaf'].map((herb) => summonToken(herb)),
});
