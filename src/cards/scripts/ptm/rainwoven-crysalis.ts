import { addMasteryCounters, cardScript, championBonus, ifThen, yourChampion } from '../../define.js';

export default cardScript('rainwoven-crysalis', {
  onResolve: [
    { op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'instance', amount: 'all', allBut: 1, duration: 'untilEndOfTurn' } },
    ifThen(championBonus('Merlin'), [addMasteryCounters('sheen', 2)]),
  ],
});
