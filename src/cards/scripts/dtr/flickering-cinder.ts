import { dealDamage, cardScript, target, targetUnit, yourChampion } from '../../define.js';

export default cardScript('flickering-cinder', { targets: [targetUnit()], onResolve: [dealDamage(target(0), 1), { op: 'becomeDistant', subject: yourChampion() }] });
