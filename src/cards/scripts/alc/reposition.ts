import { classBonus, cardScript, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('reposition', { targets: [targetUnit()], onResolve: [{ op: 'becomeDistant', subject: target(0) }], abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())] });
