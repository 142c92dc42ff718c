import { activated, cardScript, classBonus, mill, sacrificeSelf, targetPlayer } from '../../define.js';

export default cardScript('fractal-of-polar-depths', {
  keywords: ['reservable'],
  abilities: [
    activated([sacrificeSelf()], [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'graveyard', element: 'WATER' }] }, effect: mill(0, { ref: 'target', index: 0 }) }], {
      condition: classBonus(),
      targets: [targetPlayer()],
    }),
  ],
});
