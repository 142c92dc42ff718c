import { activated, cardScript, draw, restSelf, staticAbility, target, targetUnit } from '../../define.js';

export default cardScript('greater-boon-of-parvati', {
  keywordValues: { levelLocked: 2 },
  onResolve: [draw(1)],
  abilities: [
    staticAbility({
      kind: 'characteristics',
      set: { affects: 'yourObjects', supertype: 'REGALIA' },
      changes: [{
        kind: 'gainAbility',
        ability: activated([restSelf()], [{ op: 'preventDamage', subject: target(0), prevention: { kind: 'shield', amount: 1, duration: 'untilEndOfTurn' } }], { targets: [targetUnit()] }),
      }],
    }),
  ],
});
