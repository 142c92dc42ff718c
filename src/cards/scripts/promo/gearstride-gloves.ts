import { activated, banishSelf, cardScript, classBonus, levelRestriction, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

export default cardScript('gearstride-gloves', {
  abilities: [
    triggered(onEnter(), [putCounters(yourChampion(), 'preparation', 1)]),
    activated([banishSelf()], [{ op: 'costChange', amount: -1, who: 'you', filter: { subtype: 'REACTION' }, next: true }], {
      condition: { kind: 'allOf', conditions: [classBonus(), levelRestriction(2)] },
    }),
  ],
});
