import { cardScript, draw, empower, onEnter, triggered, whenever } from '../../define.js';

export default cardScript('kongming-ascetic-vice', {
  abilities: [
    triggered(onEnter(), [empower(3)]),
    { ...triggered(whenever('currentsChange', { who: 'you', from: 'north', to: 'south' }), [draw(1)]), inherited: true },
  ],
});
