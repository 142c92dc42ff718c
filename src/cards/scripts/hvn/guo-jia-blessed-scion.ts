import { cardScript, draw, lineageRelease, onEnter, putCounters, self } from '../../define.js';

// Either two quest counters on him or, failing that, one card drawn: a choice between two modes.
export default cardScript('guo-jia-blessed-scion', {
  abilities: [
    { kind: 'triggered', trigger: onEnter(), effects: [], modes: [{ effects: [putCounters(self(), 'quest', 2)] }, { effects: [draw(1)] }] },
    lineageRelease([{ op: 'negate', target: 0 }], { targets: [{ kind: 'activation', abilities: true, targetsYour: ['FATESTONE', 'FATEBOUND'] }] }),
  ],
});
