import { atBeginningOfYourRecollection, cardScript, classBonus, self, triggered } from '../../define.js';

export default cardScript('ashfletched-bowman', {
  keywordValues: { ranged: 3 },
  abilities: [
    triggered(atBeginningOfYourRecollection(), [{
      op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 3,
      each: [{ op: 'changeCharacteristics', subject: self(), changes: [{ kind: 'gainAbility', ability: { kind: 'static', effect: { kind: 'ranged', amount: 3 } } }], duration: 'untilEndOfTurn' }],
    }], { condition: classBonus() }),
  ],
});
