import { allOf, cardScript, levelRestriction, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('rescue-the-heir', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 },
      allOf(levelRestriction(1), { kind: 'controlsCount', filter: { type: 'ALLY', supertype: 'UNIQUE' }, min: 1 })),
  ],
  targets: [targetAlly({ controller: 'you' })],
  onResolve: [{ op: 'returnToMemory', subject: target(0) }],
});
