import { activated, brewed, cardScript, dealDamage, ingredient, onEnter, sacrificeSelf, target, targetUnit, triggered } from '../../define.js';

export default cardScript('bottled-forgelight', {
  brew: [ingredient(1, { name: 'Razorvine' }), ingredient(1, { subtype: 'HERB' })],
  abilities: [
    triggered(onEnter(), [dealDamage(target(0), 2)], { condition: brewed(), targets: [targetUnit()] }),
    activated([sacrificeSelf()], [dealDamage(target(0), 2)], { targets: [targetUnit()] }),
  ],
});
