import { buffPower, cardScript, self, triggered, whenever } from '../../define.js';

export default cardScript('wulin-lancer', {
  abilities: [triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'west' }), [buffPower(self(), 2)])],
});
