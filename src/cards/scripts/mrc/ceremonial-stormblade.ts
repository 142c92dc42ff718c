import { cardScript, classBonus, onEnter, self, triggered } from '../../define.js';

export default cardScript('ceremonial-stormblade', {
  abilities: [
    triggered(onEnter(), [{ op: 'addCounters', subject: self(), counter: 'durability', count: 1, perControlled: { type: 'ALLY', element: 'WIND' } }], { condition: classBonus() }),
  ],
});
