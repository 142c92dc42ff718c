import { cardScript, characteristics, classBonus, objectSet, staticAbility } from '../../define.js';

export default cardScript('palace-guard', {
  keywords: ['taunt'],
  abilities: [staticAbility(characteristics([{ kind: 'gainKeywordValue', keyword: 'retort', value: 2 }], objectSet('self')), classBonus())],
});
