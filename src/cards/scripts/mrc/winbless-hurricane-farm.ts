import { atBeginningOfYourRecollection, cardScript, summonToken, triggered } from '../../define.js';

export default cardScript('winbless-hurricane-farm', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{ op: 'revealCards', from: ['memory'], filter: { element: 'WIND' }, count: 3, exactly: true, then: [summonToken('powercell')] }]),
  ],
});
