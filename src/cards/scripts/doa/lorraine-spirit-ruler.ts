import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('lorraine-spirit-ruler', {
  abilities: [
    triggered(onEnter(), [{
      op: 'putOntoFieldFromBanishment', filter: { subtype: 'SWORD', supertype: 'REGALIA' }, maxMemoryCost: 1, extraCounters: { counter: 'durability', count: 3 },
    }]),
  ],
});
