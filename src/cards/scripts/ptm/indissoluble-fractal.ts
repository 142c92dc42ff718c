import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('indissoluble-fractal', {
  keywords: ['reservable'],
  activationValues: { ephemerate: 5 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, classBonus())],
});
