import { buffPower, cardScript, classBonus, onAttack, self, triggered } from '../../define.js';

export default cardScript('embertail-squirrel', {
  abilities: [triggered(onAttack(), [{ op: 'discardToDo', filter: { element: 'FIRE' }, then: [buffPower(self(), 2)] }], { condition: classBonus() })],
});
