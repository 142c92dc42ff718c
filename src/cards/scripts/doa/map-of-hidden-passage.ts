import { activated, banishSelf, cardScript, prohibit, restSelf } from '../../define.js';

// Entering rested is what Hindered does. The prohibition names units by their stealth when an attack is
// declared, so units that enter (or gain stealth) later this turn are covered too (ruling).
export default cardScript('map-of-hidden-passage', {
  keywords: ['hindered'],
  abilities: [activated([restSelf(), banishSelf()], [prohibit('beIntercepted', { set: { affects: 'allUnits' }, withKeyword: 'stealth' })])],
});
