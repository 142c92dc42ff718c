import { atBeginningOfYourRecollection, becomes, cardScript, dealUnpreventableDamage, onEnter, target, triggered, yourChampion } from '../../define.js';

// Stealth. On Enter: a target non-champion object gains, for as long as you control this fairy
// (effects/while-controlled.ts), a recollection trigger dealing 1 unpreventable damage to its controller's champion.
export default cardScript('spark-fairy', {
  keywords: ['stealth'],
  abilities: [triggered(onEnter(), [
    becomes(target(0), [{ kind: 'gainAbility', ability: triggered(atBeginningOfYourRecollection(), [dealUnpreventableDamage(yourChampion(), 1)]) }], 'whileYouControlSource'),
  ], { targets: [{ kind: 'object', nonChampion: true }] })],
});
