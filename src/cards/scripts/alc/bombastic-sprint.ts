import { cardScript, championBonus, ifThen, yourChampion } from '../../define.js';

export default cardScript('bombastic-sprint', {
  onResolve: [
    { op: 'becomeDistant', subject: yourChampion() },
    ifThen(championBonus('Polkhawk'), [{ op: 'nextActivation', grant: 'fast', filter: { type: 'ACTION', subtype: 'RANGER' } }]),
  ],
});
