import { activated, addMasteryCounters, banishSelf, cardScript, championBonus, drawIntoMemory, onEnter, payReserve, triggered } from '../../define.js';

// The haunt counter goes on Phantasmagoria only; without that mastery it is not put anywhere (effects/mastery.ts).
export default cardScript('oneiric-key', {
  abilities: [
    triggered(onEnter(), [addMasteryCounters('haunt', 1)], { condition: championBonus('Alice') }),
    activated([payReserve(4), banishSelf()], [drawIntoMemory(1)]),
  ],
});
