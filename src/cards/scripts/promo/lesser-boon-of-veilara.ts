import { cardScript, staticAbility } from '../../define.js';

export default cardScript('lesser-boon-of-veilara', {
  keywordValues: { levelLocked: 1 },
  abilities: [staticAbility({ kind: 'characteristics', set: { affects: 'yourChampion' }, changes: [{ kind: 'addTypes', classes: ['CLERIC'] }] })],
});
