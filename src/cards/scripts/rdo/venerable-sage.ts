import { buffPower, cardScript, championBonus, modifyLife, self, triggered, whenever } from '../../define.js';

export default cardScript('venerable-sage', {
  abilities: [triggered(whenever('currentsChange', { who: 'you' }), [buffPower(self(), 1), modifyLife(self(), 1)], { condition: championBonus('Kongming') })],
});
