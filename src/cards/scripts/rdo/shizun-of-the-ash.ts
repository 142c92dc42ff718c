import { activated, allOf, anyOf, cardScript, championBonus, dealDamage, masteryDirection, onEnter, restSelf, target, targetAlly, triggered, draw } from '../../define.js';

export default cardScript('shizun-of-the-ash', {
  abilities: [
    triggered(onEnter(), [{ op: 'discardToDo', filter: {}, then: [draw(1)] }]),
    // "As a Spell": its target is chosen as a Spell's would be.
    activated([restSelf(), { kind: 'banishFromGraveyard', filter: { element: 'FIRE' }, count: 1 }], [dealDamage(target(0), 4)], {
      targets: [targetAlly({ bySpell: true })],
      condition: allOf(championBonus('Kongming'), anyOf(masteryDirection('north'), masteryDirection('south'))),
    }),
  ],
});
