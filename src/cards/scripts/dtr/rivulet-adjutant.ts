import { cardScript, classBonus, onDeath, staticAbility, triggered } from '../../define.js';

export default cardScript('rivulet-adjutant', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, classBonus()),
    triggered(onDeath(), [{ op: 'eventCardTo', to: 'omen' }]),
  ],
});
