import { cardScript, classBonus, draw, onAttack, self, staticAbility, triggered } from '../../define.js';

export default cardScript('krustallan-archer', {
  abilities: [
    staticAbility({ kind: 'ranged', amount: 3 }, classBonus()),
    triggered(onAttack(), [{ op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [draw(1), { op: 'becomeDistant', subject: self() }] }]),
  ],
});
