import { atBeginningOfYourRecollection, cant, cardScript, classBonus, levelRestriction, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('morgan-soul-guide', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 'all', damageType: 'nonCombat' }, levelRestriction(1)),
    staticAbility(cant('recover', { players: 'opponents' }), levelRestriction(2)),
    triggered(atBeginningOfYourRecollection(), [{ op: 'may', effects: [{ op: 'glimpse', count: 1 }], otherwise: [recover(1)] }], { condition: classBonus() }),
  ],
});
