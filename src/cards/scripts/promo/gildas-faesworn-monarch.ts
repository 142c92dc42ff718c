import { activated, cardScript, championBonus, preventNextDamage, restSelf, target, targetUnit } from '../../define.js';

export default cardScript('gildas-faesworn-monarch', {
  keywords: ['stealth', 'vigor'],
  abilities: [
    activated(
      [{ kind: 'reserve', value: 2, lessIfOtherControlled: { filter: { type: 'ALLY', subtype: 'FAIRY' }, amount: 2 } }, restSelf()],
      [preventNextDamage(target(0), 4)],
      { targets: [targetUnit()], condition: championBonus('Mordred') },
    ),
  ],
});
