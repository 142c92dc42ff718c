import { cardScript, ifThen, imbue, imbued, suppress, target, targetAlly, targetUnit } from '../../define.js';

export default cardScript('squallbind-pounce', {
  imbue: [imbue(2)],
  targets: [targetUnit({ subtype: 'RANGER', optional: true }), targetAlly({ attacking: true, optional: true })],
  onResolve: [{ op: 'becomeDistant', subject: target(0) }, ifThen(imbued(), [suppress(target(1))])],
});
