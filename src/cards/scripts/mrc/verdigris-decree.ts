import { buffPower, cardScript, destroy, imbue, suppress, target, targetAlly } from '../../define.js';
import { chooseOneOrTwoIfImbued } from '../../mode-pairs.js';

// Imbue 3. One mode, two once imbued (play/imbued-modes.ts): an optional targeted ally is suppressed; an optional
// targeted ally has +2 power this turn; an optional targeted phantasia is destroyed.
export default cardScript('verdigris-decree', {
  imbue: [imbue(3)],
  modes: chooseOneOrTwoIfImbued([
    { targets: [targetAlly({ optional: true })], effects: [suppress(target(0))] },
    { targets: [targetAlly({ optional: true })], effects: [buffPower(target(0), 2)] },
    { targets: [{ kind: 'phantasia', optional: true }], effects: [destroy(target(0))] },
  ]),
});
