import { cardScript, ifThen, prepared, putCounters, target, targetUnit } from '../../define.js';

export default cardScript('soultrace-tessellation', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  targets: [targetUnit()],
  onResolve: [
    putCounters(target(0), 'sheen', 3),
    ifThen(prepared(), [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'banishment' }] }, per: 3, effect: putCounters(target(0), 'sheen', 0) }]),
  ],
});
