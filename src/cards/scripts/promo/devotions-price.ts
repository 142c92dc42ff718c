import { cardScript, draw, prohibit } from '../../define.js';

export default cardScript('devotions-price', {
  discardAsCost: { count: 2 },
  // A draw for each different reserve cost among your omens; then no more draws for you this turn.
  onResolve: [{ op: 'scaled', x: { of: 'tally', tally: { of: 'omenReserveCosts' } }, effect: draw(0) }, prohibit('draw', { players: 'you' })],
});
