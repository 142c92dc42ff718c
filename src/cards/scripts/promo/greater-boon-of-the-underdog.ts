import { cardScript, draw, staticAbility } from '../../define.js';

export default cardScript('greater-boon-of-the-underdog', {
  keywordValues: { levelLocked: 2 },
  abilities: [staticAbility({ kind: 'bestowOnlyIf' }, { kind: 'startingDeckNoUnique' })],
  onResolve: [draw(2), { op: 'countersOnChosen', filter: { type: 'ALLY' }, counter: 'buff', count: 2 }],
});
