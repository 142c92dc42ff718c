import { cardScript, draw, ifThen, levelRestriction, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('guarded-dissipation', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'greatestPower', filter: { type: 'WEAPON', subtype: 'SWORD' } }, effect: preventNextDamage(target(0), 0) },
    ifThen(levelRestriction(1), [draw(1)]),
  ],
});
