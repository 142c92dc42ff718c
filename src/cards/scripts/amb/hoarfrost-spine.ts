import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('hoarfrost-spine', {
  abilities: [triggered(onEnter(), [{ op: 'lookAtTop', count: 1, toGraveyard: { min: 0, max: 1 }, rest: 'top' }])],
});
