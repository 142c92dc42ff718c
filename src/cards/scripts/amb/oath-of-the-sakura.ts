import { allOf, buffPower, cardScript, ifThen, not, putCounters } from '../../define.js';

const yourAllies = { ref: 'alliesYouControl' } as const;

export default cardScript('oath-of-the-sakura', {
  onResolve: [
    putCounters(yourAllies, 'buff', 1),
    ifThen(
      allOf(
        { kind: 'controlsType', type: 'ALLY', min: 3 },
        not({ kind: 'controlsType', type: 'ALLY', min: 4 }),
        { kind: 'controlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 3 },
      ),
      [buffPower(yourAllies, 2)],
    ),
  ],
});
