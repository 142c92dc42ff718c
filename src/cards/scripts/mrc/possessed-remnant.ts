import { cardScript, championBonus, onDeath, recover, summonToken, triggered } from '../../define.js';

export default cardScript('possessed-remnant', {
  abilities: [triggered(onDeath(), [summonToken('ominous-shadow'), recover(3)], { condition: championBonus('Tristan') })],
});
