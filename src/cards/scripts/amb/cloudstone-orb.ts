import { activated, cardScript, classBonus, onEnter, payReserve, self, triggered } from '../../define.js';

export default cardScript('cloudstone-orb', {
  abilities: [
    triggered(onEnter(), [{ op: 'countedAmount', count: { zone: 'field', element: 'WIND', nonChampion: true }, effect: 'empower' }]),
    // A regalia sent to the hand goes to its owner's material deck (state/zones.ts putCard).
    activated([payReserve(3)], [{ op: 'returnToHand', subject: self() }], { condition: classBonus() }),
  ],
});
