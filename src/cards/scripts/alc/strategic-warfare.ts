import { buffPower, cardScript, levelRestriction, target, targetUnit } from '../../define.js';

// Allies you control +1 power this turn; Level 2+: a target unit (declared only at level 2 or more as it is
// activated: play/gated-targets.ts) gains true sight this turn.
export default cardScript('strategic-warfare', {
  targets: [targetUnit({ onlyIf: levelRestriction(2) })],
  onResolve: [
    buffPower({ ref: 'alliesYouControl' }, 1),
    { op: 'grantKeyword', subject: target(0), keyword: 'trueSight', duration: 'untilEndOfTurn' },
  ],
});
