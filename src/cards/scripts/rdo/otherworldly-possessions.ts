import { cardScript, putCounters, yourChampion } from '../../define.js';

export default cardScript('otherworldly-possessions', {
  onResolve: [{ op: 'scaled', x: { of: 'tally', tally: { of: 'objectReserveCosts', filter: {}, andGraveyard: true } }, effect: putCounters(yourChampion(), 'enlighten', 0) }],
});
