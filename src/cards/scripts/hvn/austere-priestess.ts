import { classBonus, cardScript, draw, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('austere-priestess', {
  // Draws only with an empty hand: the draw is the else branch of a hand-size check.
  abilities: [triggered(onEnter(), [ifThen({ kind: 'handSize', min: 1 }, [], [draw(1)])], { condition: classBonus() })],
});
