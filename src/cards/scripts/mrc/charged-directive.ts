import { cardScript, onAttack, summonToken, triggered } from '../../define.js';

export default cardScript('charged-directive', {
  keywords: ['command'],
  commandSubtype: 'AUTOMATON',
  abilities: [
    triggered(onAttack(), [
      summonToken('powercell', 1, true),
      { op: 'scaled', x: { of: 'controlled', filter: { subtype: 'POWERCELL' } }, effect: { op: 'banishFromOwnGraveyard', who: 'opponents', count: 0 } },
    ]),
  ],
});
