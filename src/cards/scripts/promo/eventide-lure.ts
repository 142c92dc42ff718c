import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('eventide-lure', {
  abilities: [triggered(onEnter(), [{ op: 'lookAndTake', count: 5, filter: { type: 'PHANTASIA' }, to: 'memory' }])],
});
