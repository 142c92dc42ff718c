import { cardScript, target, targetUnit } from '../../define.js';

export default cardScript('tinderflare-pivot', {
  keywords: ['kindle'],
  activationValues: { kindle: 2 },
  targets: [targetUnit({ subtype: 'RANGER' })],
  onResolve: [
    { op: 'becomeDistant', subject: target(0) },
    { op: 'changeCharacteristics', subject: target(0), changes: [{ kind: 'gainAbility', ability: { kind: 'static', effect: { kind: 'ranged', amount: 1 } } }], duration: 'untilEndOfTurn' },
  ],
});
