import { advancedImbue, cardScript, imbued, staticAbility } from '../../define.js';

export default cardScript('reverent-seraphim', {
  imbue: [advancedImbue(2)],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'otherAllies', stat: 'power', amount: -1 }, imbued())],
});
