import { cardScript, championBonus, changeShiftingCurrents, may, onEnter, triggered } from '../../define.js';

export default cardScript('landscape-corsair', {
  abilities: [triggered(onEnter(), [may(...changeShiftingCurrents())], { condition: championBonus('Kongming') })],
});
