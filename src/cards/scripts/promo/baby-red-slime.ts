import { buffPower, cardScript, classBonus, drawIntoMemory, onAttack, self, triggered } from '../../define.js';

export default cardScript('baby-red-slime', {
  abilities: [triggered(onAttack(), [{
    op: 'discardToDo', filter: {}, then: [drawIntoMemory(1)],
    ifDiscarded: { filter: { element: 'FIRE' }, then: [buffPower(self(), 1)] },
  }], { condition: classBonus() })],
});
