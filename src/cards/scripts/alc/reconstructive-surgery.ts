import { cardScript, levelRestriction, putCounters, target, targetAlly } from '../../define.js';

// Choose one: a buff counter on a target Automaton ally; or (Level 2+ only) an Automaton ally card from your
// graveyard to your memory.
export default cardScript('reconstructive-surgery', {
  modes: [
    { targets: [targetAlly({ subtype: 'AUTOMATON' })], effects: [putCounters(target(0), 'buff', 1)] },
    { condition: levelRestriction(2), effects: [{ op: 'returnFromGraveyard', filter: { type: 'ALLY', subtype: 'AUTOMATON' }, to: 'memory' }] },
  ],
});
