import { cardScript, ifThen, imbue, imbued, targetPlayer } from '../../define.js';

export default cardScript('cleansing-reunion', {
  imbue: [imbue(2)],
  targets: [targetPlayer()],
  onResolve: [ifThen(imbued(), [{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 6 }], [{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 3 }])],
});
