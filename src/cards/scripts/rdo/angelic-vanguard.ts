import { advancedImbue, cardScript, characteristics, gainKeyword, imbued, objectSet, staticAbility } from '../../define.js';

export default cardScript('angelic-vanguard', {
  imbue: [advancedImbue(2)],
  abilities: [staticAbility(characteristics([gainKeyword('intercept'), { kind: 'gainKeywordValue', keyword: 'retort', value: 2 }], objectSet('self')), imbued())],
});
