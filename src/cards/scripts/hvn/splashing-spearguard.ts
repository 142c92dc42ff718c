import { cardScript, ifThen, imbue, imbued, onEnter, targetPlayer, triggered } from '../../define.js';

export default cardScript('splashing-spearguard', {
  imbue: [imbue(3)],
  abilities: [triggered(onEnter(), [ifThen(imbued(), [{ op: 'mill', who: { ref: 'target', index: 0 }, count: 2 }])], { targets: [targetPlayer()] })],
});
