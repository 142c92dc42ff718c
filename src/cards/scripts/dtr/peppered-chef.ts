import { buffPower, cardScript, onEnter, self, triggered } from '../../define.js';

export default cardScript('peppered-chef', {
  abilities: [triggered(onEnter(), [{ op: 'sacrificeAnother', filter: { type: 'ALLY' }, then: [buffPower(self(), 2)] }])],
});
