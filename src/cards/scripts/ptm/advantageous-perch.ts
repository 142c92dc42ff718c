import { cardScript, yourChampion } from '../../define.js';

export default cardScript('advantageous-perch', {
  targets: [{ kind: 'graveyardCard', cardType: 'ACTION', subtype: 'RANGER', controller: 'you', optional: true }],
  onResolve: [
    { op: 'becomeDistant', subject: yourChampion() },
    { op: 'returnFromGraveyard', filter: {}, target: 0 },
    { op: 'banishThisCard' },
  ],
});
