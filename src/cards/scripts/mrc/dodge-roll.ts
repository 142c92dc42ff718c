import { cardScript, preventNextDamage, target, targetUnit } from '../../define.js';

export default cardScript('dodge-roll', {
  targets: [targetUnit({ controller: 'you' })],
  onResolve: [preventNextDamage(target(0), 3, { damageType: 'nonCombat' }), { op: 'becomeDistant', subject: target(0) }],
});
