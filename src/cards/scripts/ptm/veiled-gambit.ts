import { cardScript, preventNextDamage, target, targetUnit, yourChampion } from '../../define.js';

// Two shields of 4, one on your champion and one on the other target, each used up on its own (the ruling).
export default cardScript('veiled-gambit', {
  sacrificeAsCost: { filter: { type: 'ALLY', subtype: 'CHESSMAN' }, count: 1 },
  targets: [targetUnit({ optional: true, notYourChampion: true })],
  onResolve: [preventNextDamage(yourChampion(), 4), preventNextDamage(target(0), 4)],
});
