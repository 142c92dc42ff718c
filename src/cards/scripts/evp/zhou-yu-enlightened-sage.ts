import { allOf, atBeginningOfYourRecollection, cardScript, classBonus, ifThen, onEnter, putCounters, triggered, yourChampion } from '../../define.js';

const controlsBookOrScripture = { kind: 'anyOf' as const, conditions: [{ kind: 'controlsSubtype' as const, subtype: 'BOOK' }, { kind: 'controlsSubtype' as const, subtype: 'SCRIPTURE' }] };

export default cardScript('zhou-yu-enlightened-sage', {
  abilities: [
    triggered(onEnter(), [{ op: 'materializeFromMaterialDeck', filter: { anySubtype: ['BOOK', 'SCRIPTURE'] } }], { condition: classBonus() }),
    // An intervening "if": checked as it would trigger and again as it resolves.
    triggered(atBeginningOfYourRecollection(), [ifThen(controlsBookOrScripture, [putCounters(yourChampion(), 'enlighten', 1)])],
      { condition: allOf(classBonus(), controlsBookOrScripture) }),
  ],
});
