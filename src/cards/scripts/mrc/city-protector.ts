import { cardScript, onFoster, summonToken, triggered } from '../../define.js';

export default cardScript('city-protector', {
  keywords: ['foster'],
  abilities: [triggered(onFoster(), [summonToken('automaton-drone')])],
});
