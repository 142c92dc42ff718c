import { cardScript, onEnter, putCounters, target, targetAlly, triggered, whenYouDo } from '../../define.js';

export default cardScript('winbless-gatekeeper', {
  keywords: ['taunt'],
  abilities: [
    triggered(onEnter(), [{ op: 'payToDo', amount: 2, then: [whenYouDo([putCounters(target(0), 'buff', 1)], [targetAlly({ controller: 'you', subtype: 'GUARDIAN' })])] }]),
  ],
});
