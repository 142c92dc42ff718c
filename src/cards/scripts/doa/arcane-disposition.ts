import { atBeginningOfNextEndPhase, cardScript, classBonus, draw, ifThen } from '../../define.js';

// "Discard your hand": as many cards as the hand holds when the delayed trigger resolves.
export default cardScript('arcane-disposition', {
  onResolve: [
    draw(2),
    atBeginningOfNextEndPhase([{ op: 'scaled', x: { of: 'handSize' }, effect: { op: 'discard', who: 'you', count: 0 } }]),
    ifThen(classBonus(), [draw(1)]),
  ],
});
