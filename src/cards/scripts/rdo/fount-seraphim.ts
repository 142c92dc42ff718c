import { advancedImbue, cardScript, ifThen, imbued, onEnter, triggered } from '../../define.js';

export default cardScript('fount-seraphim', {
  imbue: [advancedImbue(2)],
  keywords: ['taunt'],
  abilities: [
    triggered(onEnter(), [ifThen(imbued(), [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY' }, opponents: true, duration: 'untilYourNextTurn' }])]),
  ],
});
