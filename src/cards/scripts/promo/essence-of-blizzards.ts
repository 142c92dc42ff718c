import { activated, cardScript, dealDamage, ifThen, ingredient, sacrificeSelf, target, targetUnit } from '../../define.js';

export default cardScript('essence-of-blizzards', {
  brew: [ingredient(1, { subtype: 'ADJUVANT' }), ingredient(1, { subtype: 'CATALYST' })],
  abilities: [
    activated([sacrificeSelf()], [
      // 1 damage, or 1 + LV to a rested unit.
      ifThen({ kind: 'targetRested', index: 0 }, [{ op: 'scaled', x: { of: 'championLevel' }, plus: 1, effect: dealDamage(target(0), 0) }], [dealDamage(target(0), 1)]),
      { op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, everyPlayer: true },
    ], { targets: [targetUnit()] }),
  ],
});
