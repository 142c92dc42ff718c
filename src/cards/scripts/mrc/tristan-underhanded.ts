import { cardScript, gainAgility, onEnter, putCounters, self } from '../../define.js';

// "You may X. If you don't, Y": one of the two always happens, so the trigger is a choice of two modes.
export default cardScript('tristan-underhanded', {
  abilities: [
    { kind: 'triggered', trigger: onEnter(), effects: [], modes: [{ effects: [putCounters(self(), 'preparation', 1)] }, { effects: [gainAgility(3)] }] },
  ],
});
