import { cardScript, characteristics, gainKeyword, masteryDirection, objectSet, staticAbility } from '../../define.js';

export default cardScript('jadelight-protector', {
  abilities: [staticAbility(characteristics([gainKeyword('steadfast'), { kind: 'gainKeywordValue', keyword: 'retort', value: 1 }], objectSet('yourAllies')), masteryDirection('south'))],
});
