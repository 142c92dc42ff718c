import { cardScript, classBonus, preventDamageStatic, staticAbility } from '../../define.js';

export default cardScript('safeguard-paladin', {
  abilities: [staticAbility(preventDamageStatic('self', 2, { damageType: 'nonCombat' }), classBonus())],
});
