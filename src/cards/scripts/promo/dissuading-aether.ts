import { attacksThisTurnGet, cardScript, loadInto, may, target, targetUnit } from '../../define.js';

export default cardScript('dissuading-aether', {
  targets: [targetUnit()],
  onResolve: [attacksThisTurnGet(target(0), -3), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
