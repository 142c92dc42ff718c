import { buffPower, cardScript, triggered, whenever } from '../../define.js';

export default cardScript('tailwinds-blessing', {
  abilities: [triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'west' }), [buffPower({ ref: 'alliesYouControl' }, 1)])],
});
