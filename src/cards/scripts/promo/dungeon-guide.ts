import { cardScript, may, onEnter, triggered } from '../../define.js';

// Banishing the two memory cards is no cost (ruling): Floating Memory can't pay for it.
export default cardScript('dungeon-guide', {
  abilities: [triggered(onEnter(), [may({ op: 'banishRandomFromMemory', whose: 'you', count: 2, then: [{ op: 'levelUp' }] })])],
});
