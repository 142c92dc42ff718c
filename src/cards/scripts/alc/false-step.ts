import { cardScript, yourChampion } from '../../define.js';

export default cardScript('false-step', {
  onResolve: [
    { op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'each', amount: 2, duration: 'untilEndOfTurn' } },
    { op: 'becomeDistant', subject: yourChampion() },
    { op: 'payToDo', amount: 2, then: [{ op: 'becomeDistant', subject: { ref: 'alliesYouControl' } }] },
  ],
});
