import { cardScript, staticAbility } from '../../define.js';

export default cardScript('invigorated-slash', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2 }, { kind: 'championLeveledUpThisTurn' })],
});
