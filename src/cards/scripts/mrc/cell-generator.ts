import { cardScript, classBonus, onFoster, summonToken, triggered } from '../../define.js';

export default cardScript('cell-generator', {
  keywords: ['foster'],
  abilities: [triggered(onFoster(), [summonToken('powercell', 2, true)], { condition: classBonus() })],
});
