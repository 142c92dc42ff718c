import { cardScript, characteristics, classBonus, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('twilight-slime', {
  keywordValues: { pride: 3 },
  abilities: [
    staticAbility(characteristics([gainKeyword('spellshroud')], objectSet('yourChampion')), classBonus()),
    staticAbility(characteristics([gainKeyword('spellshroud')], objectSet('otherObjectsYouControl', { subtype: 'SLIME' })), classBonus()),
  ],
});
