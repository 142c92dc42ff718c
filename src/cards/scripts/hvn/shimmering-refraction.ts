import { cardScript, championBonus, dealDamage, drawIntoMemory, ifThen, target, targetUnit } from '../../define.js';

export default cardScript('shimmering-refraction', {
  targets: [targetUnit()],
  onResolve: [
    { op: 'scaled', x: { of: 'controlled', filter: { type: 'PHANTASIA' } }, effect: dealDamage(target(0), 0) },
    ifThen(championBonus('Diao Chan'), [ifThen({ kind: 'activatedFromMemory' }, [drawIntoMemory(1)])]),
  ],
});
