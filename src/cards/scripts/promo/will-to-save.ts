import { cardScript, ifThen, may, putCounters, yourChampion } from '../../define.js';

// Only an awake champion can be rested: otherwise nothing happens.
export default cardScript('will-to-save', {
  keywords: ['floatingMemory'],
  onResolve: [ifThen({ kind: 'championAwake' }, [may({ op: 'rest', subject: yourChampion() }, putCounters(yourChampion(), 'preparation', 1))])],
});
