import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('silvie-wilds-whisperer', {
  abilities: [
    triggered(onEnter(), [
      { op: 'enterCounters', counter: 'buff', count: 1, filter: { type: 'ALLY', anySubtype: ['ANIMAL', 'BEAST'] }, next: true, activated: true },
    ]),
  ],
});
