import { cardScript, classBonus, draw, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('fiery-duelist', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 2 }, classBonus()),
    triggered(onEnter(), [{ op: 'discardToDo', filter: { element: 'FIRE' }, then: [draw(1), { op: 'becomeDistant', subject: self() }] }]),
  ],
});
