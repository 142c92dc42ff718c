import { cardScript, destroy, onEnter, target, triggered, whenYouDo } from '../../define.js';

export default cardScript('mystic-purifier', {
  abilities: [triggered(onEnter(), [{ op: 'payToDo', amount: 2, then: [whenYouDo([destroy(target(0))], [{ kind: 'phantasia' }])] }])],
});
