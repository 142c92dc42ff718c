import { activated, cardScript, championBonus, putCounters, restSelf, sacrificeSelf, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('grave-gateau', {
  keywords: ['hindered'],
  activationValues: { ephemerate: 1 },
  abilities: [
    activated([restSelf(), sacrificeSelf()], [putCounters(target(0), 'buff', 1)], { targets: [targetAlly({ subtype: 'SPECTER' })] }),
    staticAbility({ kind: 'keyword', keyword: 'ephemerate' }, championBonus('Alice')),
  ],
});
