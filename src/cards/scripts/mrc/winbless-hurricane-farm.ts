import { atBeginningOfYourRecollection, cardScript, summonToken, triggered } from '../../define.js';

export default cardScript('winbless-hurricane-farm', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{ op: 'revealToDo', zones: ['memory'], filter: { element: 'WIND' }, count: 3, then: [summonToken('powercell')] }]),
  ],
});
