import { cardScript, ifThen, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('evasive-maneuvers', {
  targets: [targetUnit()],
  onResolve: [
    preventNextDamage(target(0), 2),
    ifThen({ kind: 'targetMatches', index: 0, filter: { subtype: 'RANGER' } }, [{ op: 'becomeDistant', subject: target(0) }]),
  ],
});
