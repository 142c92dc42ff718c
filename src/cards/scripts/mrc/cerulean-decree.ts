import { attacksThisTurnGet, cardScript, drawIntoMemory, imbue, target, targetActivation, targetUnit } from '../../define.js';
import { chooseOneOrTwoIfImbued } from '../../mode-pairs.js';

// Imbue 3. One mode, two once imbued (play/imbued-modes.ts): an optional targeted non-attack activation is negated
// if its controller won't pay (2); an optional targeted unit attacks for 3 less this turn; a draw into memory.
export default cardScript('cerulean-decree', {
  imbue: [imbue(3)],
  modes: chooseOneOrTwoIfImbued([
    { targets: [targetActivation({ notCardType: 'ATTACK', optional: true })], effects: [{ op: 'unlessPays', target: 0, amount: 2, otherwise: [{ op: 'negate', target: 0 }] }] },
    { targets: [targetUnit({ optional: true })], effects: [attacksThisTurnGet(target(0), -3)] },
    { effects: [drawIntoMemory(1)] },
  ]),
});
