import { allOf, cardScript, classBonus, modifyAttackPower, onAttack, triggered } from '../../define.js';

export default cardScript('flameblessed-trainee', {
  abilities: [
    triggered(onAttack(), [{ op: 'discardToDo', filter: { element: 'FIRE' }, then: [modifyAttackPower(3)] }], {
      condition: allOf(classBonus(), { kind: 'attackTargetIs', filter: { type: 'ALLY' } }),
    }),
  ],
});
