import { activated, cardScript, dealDamage, restSelf, target, targetUnit } from '../../define.js';

export default cardScript('endura-scepter-of-ignition', {
  abilities: [activated([restSelf(), { kind: 'removeChampionCounters', counter: 'enlighten', count: 1 }], [dealDamage(target(0), 1)], { speed: 'slow', targets: [targetUnit()] })],
});
