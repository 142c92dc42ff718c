import { cardScript, staticAbility } from '../../define.js';

// Draw 3 plus (Curse cards in your champion's lineage less your influence); never fewer than none.
export default cardScript('accursed-strength', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'championBonus', name: 'Diana' })],
  onResolve: [{
    op: 'scaled', plus: 3,
    x: { of: 'counts', counts: [{ zone: 'lineage', subtype: 'CURSE' }], minus: { of: 'influence' } },
    effect: { op: 'draw', who: 'you', count: 0 },
  }],
});
