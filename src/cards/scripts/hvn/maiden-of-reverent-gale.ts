import { cardScript, championBonus, onDeath, triggered } from '../../define.js';

export default cardScript('maiden-of-reverent-gale', {
  keywords: ['intercept'],
  abilities: [
    triggered(onDeath(), [{ op: 'graveyardCardToMemory', target: 0 }], {
      condition: championBonus('Diao Chan'),
      targets: [{ kind: 'graveyardCard', controller: 'you', cardType: 'ACTION', subtype: 'SPELL', element: 'WIND' }],
    }),
  ],
});
