import { cardScript, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('inquisitive-magician', {
  abilities: [triggered(onEnter(), [{
    op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'MAGE' }, count: 2, exactly: true,
    then: [putCounters(yourChampion(), 'enlighten', 1)],
  }])],
});
