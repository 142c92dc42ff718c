import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('brash-defender', {
  keywordValues: { retort: 3 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'vigor' }, levelRestriction(1))],
});
