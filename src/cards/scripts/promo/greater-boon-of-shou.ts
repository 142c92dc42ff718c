import { atBeginningOfYourRecollection, cardScript, draw, triggered } from '../../define.js';

export default cardScript('greater-boon-of-shou', {
  keywordValues: { levelLocked: 2 },
  onResolve: [draw(1)],
  abilities: [triggered(atBeginningOfYourRecollection(), [{ op: 'glimpse', count: 2 }])],
});
