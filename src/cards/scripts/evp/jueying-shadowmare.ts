import { cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('jueying-shadowmare', {
  keywordValues: { pride: 3 },
  abilities: [
    staticAbility(
      characteristics([{ kind: 'loseKeywordValue', keyword: 'pride' }, gainKeyword('stealth'), gainKeyword('trueSight')], objectSet('self')),
      { kind: 'controlsCount', filter: { type: 'ALLY', element: 'WATER', supertype: 'UNIQUE', subtype: 'HUMAN' }, min: 1 },
    ),
  ],
});
