import type { Direction, Effect } from '../../vocabulary.js';
import { buffPower, cardScript, championBonus, draw, ifThen, masteryDirection, may, modifyLife, setDirection, target, targetAlly, whenYouDo } from '../../define.js';

const DIRECTIONS: Direction[] = ['north', 'east', 'south', 'west'];

/** From `from`, each other direction is offered in turn until one is taken; all may be declined. West to South draws a card. */
function mayChangeFrom(from: Direction): Effect[] {
  return DIRECTIONS.filter((d) => d !== from).map((d, i) => {
    const step = from === 'west' && d === 'south' ? may(setDirection(d), whenYouDo([draw(1)])) : may(setDirection(d));
    return i === 0 ? step : ifThen(masteryDirection(from), [step]);
  });
}

/** Without Shifting Currents no direction holds, and nothing happens. */
const change = (rest: Direction[]): Effect[] =>
  [ifThen(masteryDirection(rest[0]!), mayChangeFrom(rest[0]!), rest.length > 1 ? change(rest.slice(1)) : undefined)];

export default cardScript('usurp-the-winds', {
  targets: [targetAlly({ optional: true })],
  onResolve: [
    buffPower(target(0), 1),
    modifyLife(target(0), 1),
    ifThen(championBonus('Kongming'), change(DIRECTIONS)),
  ],
});
