import { cardScript, onEnter, putCounters, recover, self, staticAbility, youControl } from '../../define.js';

// Either three quest counters on him or, failing that, recover 3: a choice between two modes.
export default cardScript('guo-jia-heavens-favored', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -3 }, youControl('SHENJU')),
    { kind: 'triggered', trigger: onEnter(), effects: [], modes: [{ effects: [putCounters(self(), 'quest', 3)] }, { effects: [recover(3)] }] },
  ],
});
