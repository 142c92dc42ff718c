import { activated, banishSelf, becomes, cardScript, draw, onEnter, staticAbility, target, targetUnit, triggered } from '../../define.js';

export default cardScript('ranger-strides', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    activated([banishSelf()], [becomes(target(0), [{ kind: 'gainAbility', ability: staticAbility({ kind: 'ranged', amount: 4 }) }], 'untilEndOfTurn')], {
      targets: [targetUnit({ subtype: 'RANGER' })],
    }),
  ],
});
