import { atBeginningOfYourEndPhase, cardScript, draw, onEnter, putCounters, sheen, targetPlayer, triggered, yourChampion } from '../../define.js';

export default cardScript('merlin-brilliant-vestige', {
  abilities: [
    triggered(onEnter(), [{ op: 'mayBanishFromMaterialDeck', filter: { supertype: 'REGALIA' }, then: [draw(1), putCounters(yourChampion(), 'preparation', 1)] }], { condition: sheen(8) }),
    triggered(atBeginningOfYourEndPhase(), [{ op: 'banishFromTargetMemory', target: 0 }], { condition: sheen(24), targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
