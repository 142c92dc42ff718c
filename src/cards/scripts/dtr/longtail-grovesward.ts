import { cardScript, levelRestriction, staticAbility } from '../../define.js';

export default cardScript('longtail-grovesward', {
  keywords: ['fastActivation'],
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, levelRestriction(1))],
});
