import { cardScript, classBonus, draw, staticAbility, triggered } from '../../define.js';

export default cardScript('scorching-imperilment', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus()),
    triggered({ on: 'beginPhase', phase: 'end', whose: 'each' }, [{ op: 'discardToDo', filter: {}, then: [draw(1)], byTurnPlayer: true }]),
  ],
});
