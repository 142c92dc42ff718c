import { cardScript, draw, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('tithe-proclamation', {
  abilities: [
    triggered(onEnter(), [draw(1)]),
    staticAbility({ kind: 'permission', permission: { mode: 'cant', action: 'draw', players: 'each', afterDrawsThisTurn: 3, exceptFirstTurn: true } }),
  ],
});
