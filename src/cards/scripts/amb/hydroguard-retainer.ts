import { cardScript, draw, triggered, whenever } from '../../define.js';

export default cardScript('hydroguard-retainer', {
  keywords: ['taunt'],
  abilities: [triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'west' }), [draw(1)])],
});
