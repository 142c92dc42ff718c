import { cardScript, draw, ifThen, imbue, imbued, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('skirting-step', {
  imbue: [imbue(2)],
  targets: [targetUnit()],
  onResolve: [{ op: 'becomeDistant', subject: target(0) }, ifThen(imbued(), [preventNextDamage(target(0), 1), draw(1)])],
});
