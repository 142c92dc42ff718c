import { activated, classBonus, cardScript, drawIntoMemory, payReserve, putCounters, restSelf, triggered, whenever, yourChampion } from '../../define.js';

export default cardScript('insignia-of-the-corhazi', {
  abilities: [
    activated([payReserve(3), restSelf()], [putCounters(yourChampion(), 'preparation', 1)]),
    // "While your influence is six or less": checked as the trigger is put on the stack, once the activation is done.
    triggered(whenever('activates', { who: 'you', prepared: true }), [drawIntoMemory(1)], {
      condition: { kind: 'allOf', conditions: [classBonus(), { kind: 'influenceAtMost', max: 6 }] },
    }),
  ],
});
