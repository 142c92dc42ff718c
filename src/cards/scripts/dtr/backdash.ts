import { classBonus, cardScript, draw, ifThen, levelRestriction, target, targetUnit } from '../../define.js';

export default cardScript('backdash', {
  targets: [targetUnit()],
  onResolve: [{ op: 'becomeDistant', subject: target(0) }, ifThen(classBonus(), [ifThen(levelRestriction(2), [draw(1)])])],
});
