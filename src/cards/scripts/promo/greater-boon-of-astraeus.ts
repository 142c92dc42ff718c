import { cardScript, draw, staticAbility } from '../../define.js';

export default cardScript('greater-boon-of-astraeus', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'pantheon', type: 'BOON', element: 'WIND' }, { zone: 'lineage', element: 'WIND' }] }),
  ],
  onResolve: [{ op: 'scaled', x: { of: 'suppressedThisTurn', atMost: 2 }, effect: draw(0) }],
});
