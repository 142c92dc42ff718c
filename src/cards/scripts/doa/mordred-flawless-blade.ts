import { cardScript, gainKeyword, staticAbility } from '../../define.js';

// A static ability on cards outside the field (src/engine/effects/continuous.ts): attack cards in your graveyard.
export default cardScript('mordred-flawless-blade', {
  abilities: [staticAbility({ kind: 'characteristics', changes: [gainKeyword('floatingMemory')], cards: { zone: 'graveyard', whose: 'yours', type: 'ATTACK' } })],
});
