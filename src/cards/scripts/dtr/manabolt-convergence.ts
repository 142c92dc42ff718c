import { cardScript, loadInto, may } from '../../define.js';

export default cardScript('manabolt-convergence', {
  targets: [{ kind: 'graveyardCard', controller: 'you', subtype: 'AETHERCHARGE' }],
  onResolve: [{ op: 'mayActivateTargetCard', target: 0 }, may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
