import { cardScript, mill, targetPlayer } from '../../define.js';

// "Any number of target players": one optional player target per seat (a Pantheon game has at most four players).
const SEATS = [0, 1, 2, 3];

export default cardScript('lesser-boon-of-kanaloa', {
  targets: SEATS.map(() => targetPlayer({ optional: true })),
  onResolve: SEATS.map((index) => mill(3, { ref: 'target', index })),
});
