import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('foraging-fox', {
  abilities: [triggered(onEnter(), [{ op: 'lookAndTake', count: 5, filter: { subtype: 'FATESTONE' }, to: 'memory' }])],
});
