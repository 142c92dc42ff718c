import { cardScript, loadInto, may, target, targetAlly } from '../../define.js';

export default cardScript('charging-galeshot', {
  targets: [targetAlly({ attacking: true })],
  onResolve: [{ op: 'returnToZone', subject: target(0), zone: 'memory' }, may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
