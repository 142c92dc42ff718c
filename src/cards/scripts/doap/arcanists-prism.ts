import { atBeginningOfYourRecollection, cardScript, triggered } from '../../define.js';

export default cardScript('arcanists-prism', {
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'memoryToDeckBottomThenDraw' }])],
});
