import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('cemetery-sentry', {
  abilities: [triggered(onEnter(), [{ op: 'discardToDo', filter: { element: 'FIRE' }, then: [draw(1)] }])],
});
