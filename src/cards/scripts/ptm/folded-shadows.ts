import { cardScript, championBonus, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('folded-shadows', {
  abilities: [
    staticAbility(characteristics([gainKeyword('spellshroud'), gainKeyword('stealth')], objectSet('yourChampion')), { kind: 'allOf', conditions: [championBonus('Ciel'), { kind: 'omensWith', totalReserveCost: 33 }] }),
  ],
});
