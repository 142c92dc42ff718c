import { cardScript, classBonus, gainStatus, putCounters, staticAbility } from '../../define.js';

export default cardScript('animal-encounter', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [
    { op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] },
    // Up to one ally you don't control: the status only if the counter went on it.
    { op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, upTo: true, notYours: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1), gainStatus('crowds-favor')] },
  ],
});
