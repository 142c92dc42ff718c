import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-apollo', {
  keywordValues: { levelLocked: 1 },
  abilities: [staticAbility({ kind: 'characteristics', set: { affects: 'yourChampion' }, changes: [{ kind: 'addTypes', classes: ['RANGER'] }] })],
});
