import { buffPower, cardScript, drawIntoMemory, staticAbility } from '../../define.js';

export default cardScript('inspiring-call', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'championAttackedThisTurn' })],
  onResolve: [buffPower({ ref: 'alliesYouControl' }, 1), drawIntoMemory(1)],
});
