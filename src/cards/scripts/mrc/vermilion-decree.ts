import { cardScript, dealDamage, draw, imbue, target } from '../../define.js';
import { chooseOneOrTwoIfImbued } from '../../mode-pairs.js';

// Imbue 3. One mode, two once imbued (play/imbued-modes.ts): 3 damage to an optional targeted champion; 2 damage
// to an optional targeted ally; every player draws one.
export default cardScript('vermilion-decree', {
  imbue: [imbue(3)],
  modes: chooseOneOrTwoIfImbued([
    { targets: [{ kind: 'champion', optional: true }], effects: [dealDamage(target(0), 3)] },
    { targets: [{ kind: 'ally', optional: true }], effects: [dealDamage(target(0), 2)] },
    { effects: [draw(1, 'each')] },
  ]),
});
