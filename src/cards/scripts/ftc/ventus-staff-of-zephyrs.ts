import { activated, cardScript, putCounters, restSelf, self, target, targetAlly, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('ventus-staff-of-zephyrs', {
  abilities: [
    triggered(whenever('activates', { who: 'you', subtype: 'SPELL', element: 'WIND', class: 'MAGE' }), [putCounters(self(), 'refinement', 1)]),
    activated([restSelf(), { kind: 'removeCounters', counter: 'refinement', count: 1 }], [putCounters(yourChampion(), 'enlighten', 1)]),
    activated([restSelf(), { kind: 'removeCounters', counter: 'refinement', count: 3 }], [{ op: 'suppress', subject: target(0) }], { targets: [targetAlly()] }),
  ],
});
