import type { Direction, Effect } from '../../vocabulary.js';
import { cardScript, ifThen, masteryDirection, may, onEnter, setDirection, triggered, whenever } from '../../define.js';

const ADJACENT: Record<Direction, [Direction, Direction]> = { north: ['east', 'west'], south: ['east', 'west'], east: ['north', 'south'], west: ['north', 'south'] };

/** The current direction may turn one step: each adjacent direction is offered in turn (the second only if the first was declined). */
const turnOneStep: Effect[] = (Object.keys(ADJACENT) as Direction[]).reduceRight<Effect[]>((otherwise, from) => {
  const [a, b] = ADJACENT[from];
  return [ifThen(masteryDirection(from), [may(setDirection(a)), ifThen(masteryDirection(from), [may(setDirection(b))])], otherwise)];
}, []);

export default cardScript('kongming-fel-eidolon', {
  abilities: [
    triggered(onEnter(), [{ op: 'countedAmount', count: { zone: 'banishment', element: 'TERA' }, effect: 'recover' }]),
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL' }), turnOneStep),
  ],
});
