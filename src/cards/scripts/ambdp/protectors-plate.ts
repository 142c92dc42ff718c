import { cardScript, characteristics, gainKeyword, objectSet, staticAbility, targetAlly } from '../../define.js';

// Ally Link: the first target is the ally it enters linked to (src/engine/effects/link.ts).
export default cardScript('protectors-plate', {
  keywords: ['link'],
  targets: [targetAlly()],
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'linked', stat: 'life', amount: 1 }),
    staticAbility(characteristics([gainKeyword('intercept')], objectSet('linked'))),
  ],
});
