import { cardScript, draw, recover } from '../../define.js';

// X: the water cards among those revealed (the whole memory, just revealed).
export default cardScript('revitalizing-cleanse', {
  onResolve: [
    { op: 'revealMemory' },
    { op: 'scaled', x: { of: 'counts', counts: [{ zone: 'memory', element: 'WATER' }] }, effect: recover(0) },
    draw(1),
  ],
});
