import { cardScript, classBonus, dealDamage, onDeath, target, triggered } from '../../define.js';

export default cardScript('furnace-drone', {
  banishAsCost: { anyOf: [{ element: 'FIRE' }, { subtype: 'AUTOMATON' }], count: 3 },
  keywords: ['taunt'],
  abilities: [triggered(onDeath(), [dealDamage(target(0), 3)], { condition: classBonus(), targets: [{ kind: 'champion' }] })],
});
