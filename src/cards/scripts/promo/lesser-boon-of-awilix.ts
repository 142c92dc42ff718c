import { cardScript } from '../../define.js';

const UP_TO_FOUR = [0, 1, 2, 3];

export default cardScript('lesser-boon-of-awilix', {
  targets: UP_TO_FOUR.map(() => ({ kind: 'banishedCard' as const, cardSupertype: 'REGALIA' as const, optional: true })),
  onResolve: UP_TO_FOUR.map((target) => ({ op: 'banishedCardToMaterialDeck' as const, target })),
});
