import { cardScript, classBonus, staticAbility, target, targetUnit } from '../../define.js';

// The next damage a Spell source deals the target this turn is raised by LV (worked out now).
export default cardScript('weaken-resistance', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  targets: [targetUnit()],
  onResolve: [{
    op: 'scaled', x: { of: 'championLevel' },
    effect: { op: 'preventDamage', subject: target(0), prevention: { kind: 'increaseNext', amount: 0, from: { kind: 'spell' }, duration: 'untilEndOfTurn' } },
  }],
});
