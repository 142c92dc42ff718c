import { cardScript, championBonus, gainMastery, onEnter, putCounters, summonToken, triggered, whenever } from '../../define.js';

export default cardScript('merlin-memorite-vassal', {
  abilities: [
    // On Enter: the Fractured Memories mastery, then pay (2) or not for a Memorite Blade token.
    triggered(onEnter(), [gainMastery('fractured-memories'), { op: 'payToDo', amount: 2, then: [summonToken('memorite-blade')] }]),
    // [Merlin Bonus] Inherited: an opponent recollecting 3+ cards puts a sheen counter on a unit of theirs per three cards (they choose each).
    {
      kind: 'triggered',
      trigger: whenever('recollects', { who: 'opponent', minAmount: 3 }),
      condition: championBonus('Merlin'),
      effects: [{
        op: 'scaled', x: { of: 'eventAmount' }, per: 3,
        effect: { op: 'chooseObjects', filter: { anyType: ['ALLY', 'CHAMPION'] }, count: 0, chooser: 'eventObjectController', effects: [putCounters({ ref: 'chosen' }, 'sheen', 1)] },
      }],
      inherited: true,
    },
  ],
});
