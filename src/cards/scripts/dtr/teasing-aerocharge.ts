import { cardScript, loadInto, may, suppress, target, targetAlly } from '../../define.js';

export default cardScript('teasing-aerocharge', {
  targets: [targetAlly()],
  onResolve: [suppress(target(0)), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
