import type { Direction, Effect } from '../../vocabulary.js';
import { cardScript, championBonus, classBonus, draw, empower, ifThen, masteryDirection, may, onAttack, onDeath, setDirection, triggered } from '../../define.js';

/** From East, each other direction is offered in turn; the last one is taken once the others were declined. */
const fromEast: Direction[] = ['north', 'south', 'west'];
const changeFromEast: Effect[] = fromEast.map((d, i) => {
  const step = i === fromEast.length - 1 ? setDirection(d) : may(setDirection(d));
  return i === 0 ? step : ifThen(masteryDirection('east'), [step]);
});

export default cardScript('pupil-of-sacred-flames', {
  abilities: [
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 1, then: [empower(2)] }], { condition: classBonus() }),
    triggered(onDeath(), [ifThen(masteryDirection('east'), [draw(1, 'each'), may(...changeFromEast)])], { condition: championBonus('Kongming') }),
  ],
});
