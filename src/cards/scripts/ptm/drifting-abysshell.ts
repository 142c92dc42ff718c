import { addMasteryCounters, cardScript, championBonus, onEnter, triggered } from '../../define.js';

// The haunt counter goes on Phantasmagoria only (none without that mastery).
export default cardScript('drifting-abysshell', {
  abilities: [triggered(onEnter(), [addMasteryCounters('haunt', 1)], { condition: championBonus('Alice') })],
});
