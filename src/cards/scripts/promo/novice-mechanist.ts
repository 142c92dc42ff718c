import { cardScript, onFoster, summonToken, triggered } from '../../define.js';

export default cardScript('novice-mechanist', {
  keywords: ['foster'],
  abilities: [triggered(onFoster(), [summonToken('automaton-drone')])],
});
