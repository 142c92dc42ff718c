import { cardScript, classBonus, ifThen, levelRestriction, preventNextDamage, yourChampion } from '../../define.js';

export default cardScript('nascent-barrier', {
  onResolve: [
    ifThen(classBonus(), [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: preventNextDamage(yourChampion(), 0) }]),
    ifThen(levelRestriction(3), [{ op: 'glimpse', count: 3 }]),
  ],
});
