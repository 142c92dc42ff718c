import { addMasteryCounters, cardScript, onLeave, staticAbility, triggered } from '../../define.js';

export default cardScript('memorite-obelith', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, perCounter: { counter: 'sheen', max: 5 } }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1, perCounter: { counter: 'sheen', max: 5 } }),
    triggered(onLeave(), [{ op: 'scaled', x: { of: 'selfCounters', counter: 'sheen' }, effect: addMasteryCounters('sheen', 0) }]),
  ],
});
