import { cardScript, levelRestriction, staticAbility } from '../../define.js';

// Level 2+: fast. Non-combat damage to your other units is lowered by your memory size.
export default cardScript('blanche-sheltering-saint', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, levelRestriction(2)),
    staticAbility({ kind: 'preventDamage', affects: 'otherUnitsYouControl', amount: 0, amountOf: 'memorySize', damageType: 'nonCombat' }),
  ],
});
