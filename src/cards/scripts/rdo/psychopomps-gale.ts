import { cardScript, targetPlayer } from '../../define.js';

export default cardScript('psychopomps-gale', {
  targets: [targetPlayer()],
  onResolve: [{ op: 'banishFromOwnGraveyard', who: { ref: 'target', index: 0 }, count: 0, all: true }],
});
