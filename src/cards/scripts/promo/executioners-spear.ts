import { cardScript, championBonus, putCounters, self, triggered } from '../../define.js';

export default cardScript('executioners-spear', {
  abilities: [triggered({ on: 'kill' }, [putCounters(self(), 'durability', 1)], { condition: championBonus('Jin') })],
});
