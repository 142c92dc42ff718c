import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('peer-into-mana', {
  onResolve: [{ op: 'scaled', x: { of: 'championLevel' }, plus: 2, effect: putCounters(yourChampion(), 'enlighten', 0) }],
});
