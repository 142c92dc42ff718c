import { cardScript, dealDamage, ifThen, target, targetUnit } from '../../define.js';

export default cardScript('fiery-interference', {
  targets: [targetUnit()],
  onResolve: [
    dealDamage(target(0), 2),
    ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'CHAMPION' } }, [
      { op: 'permission', permission: { mode: 'cant', action: 'recover' }, duration: 'untilEndOfTurn', forPlayer: { controllerOfTarget: 0 } },
    ]),
  ],
});
