import { cardScript, ifThen, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('evasive-positioning', {
  targets: [targetUnit()],
  onResolve: [
    preventNextDamage(target(0), 2),
    ifThen({ kind: 'targetMatches', index: 0, filter: { type: 'CHAMPION' } }, [{ op: 'becomeDistant', subject: target(0) }]),
  ],
});
