import { cardScript, characteristics, gainKeyword, objectSet, staticAbility } from '../../define.js';

export default cardScript('dilu-auspicious-charger', {
  keywordValues: { pride: 3 },
  abilities: [
    staticAbility(
      characteristics([{ kind: 'loseKeywordValue', keyword: 'pride' }, gainKeyword('vigor')], objectSet('self')),
      { kind: 'controlsCount', filter: { type: 'ALLY', element: 'WIND', supertype: 'UNIQUE', subtype: 'HUMAN' }, min: 1 },
    ),
  ],
});
