import { activated, atBeginningOfYourRecollection, banishSelf, cardScript, putCounters, self, triggered } from '../../define.js';

export default cardScript('prismatic-codex', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)]),
    activated([banishSelf()], [{ op: 'nextActivation', grant: 'ignoreElements', filter: {} }], { condition: { kind: 'selfCounters', counter: 'age', min: 3 } }),
  ],
});
