import { cardScript, staticAbility } from '../../define.js';

export default cardScript('hidden-longbowman', {
  keywordValues: { ranged: 2 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'stealth' }, { kind: 'selfDistant' })],
});
