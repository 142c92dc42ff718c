import { activated, attacksThisTurnGet, cardScript, sacrificeSelf, target, targetUnit } from '../../define.js';

export default cardScript('black-ice-spellweaver', {
  keywords: ['stealth'],
  abilities: [activated([sacrificeSelf()], [attacksThisTurnGet(target(0), -3)], { targets: [targetUnit()] })],
});
