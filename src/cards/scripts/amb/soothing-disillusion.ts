import { cardScript, destroy, putCounters, target, targetAlly } from '../../define.js';

export default cardScript('soothing-disillusion', {
  modes: [
    { targets: [{ kind: 'phantasia' }], effects: [destroy(target(0))] },
    { targets: [targetAlly({ anySubtype: ['ANIMAL', 'BEAST'] })], effects: [putCounters(target(0), 'buff', 1)] },
  ],
});
