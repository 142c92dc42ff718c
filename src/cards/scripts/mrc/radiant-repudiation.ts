import { cardScript, dealDamage, target, targetUnit } from '../../define.js';

export default cardScript('radiant-repudiation', {
  targets: [targetUnit({ element: 'NEOS' })],
  onResolve: [
    {
      op: 'preventDamage',
      subject: target(0),
      prevention: { kind: 'shield', amount: 4, duration: 'untilEndOfTurn', onPrevent: { effects: [dealDamage(target(0), 2)], targets: [targetUnit()] } },
    },
  ],
});
