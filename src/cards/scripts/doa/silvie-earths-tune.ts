import { cardScript, onEnter, scavenge, triggered } from '../../define.js';

// "Reveal until you reveal such a card, it to hand, the rest to the bottom at random" is a scavenge with no
// limit on the count: no deck holds a thousand cards.
export default cardScript('silvie-earths-tune', {
  abilities: [triggered(onEnter(), [scavenge(1000, { type: 'ALLY', element: 'TERA', anySubtype: ['ANIMAL', 'BEAST'] })])],
});
