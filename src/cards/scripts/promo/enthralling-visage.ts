import { cardScript, target, targetUnit } from '../../define.js';

export default cardScript('enthralling-visage', {
  targets: [targetUnit()],
  onResolve: [
    {
      op: 'preventDamage',
      subject: target(0),
      prevention: { kind: 'instance', amount: 2, duration: 'untilEndOfTurn', onPrevent: { effects: [{ op: 'banishCard', target: 0 }], targets: [{ kind: 'graveyardCard' }] } },
    },
  ],
});
