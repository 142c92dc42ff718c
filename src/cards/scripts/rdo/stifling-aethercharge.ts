import { cardScript, loadInto, may, targetAlly } from '../../define.js';

export default cardScript('stifling-aethercharge', {
  targets: [targetAlly()],
  onResolve: [{ op: 'negateAll', onEnterFrom: 0 }, may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
