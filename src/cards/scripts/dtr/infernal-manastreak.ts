import { cardScript, championDistant, dealDamage, loadInto, may, target, targetUnit } from '../../define.js';

export default cardScript('infernal-manastreak', {
  targets: [targetUnit()],
  onResolve: [dealDamage(target(0), 2, { condition: championDistant(), amount: 3 }), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
