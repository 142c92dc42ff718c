import { cardScript, classBonus, empower, ifThen, whenever } from '../../define.js';

// From the graveyard, as your champion levels up: you may pay (1) and banish this card (while it is still there) to Empower 2.
export default cardScript('recurring-invocation', {
  onResolve: [empower(2)],
  abilities: [{
    kind: 'triggered', fromGraveyard: true, trigger: whenever('levelsUp', { who: 'you' }), condition: classBonus(),
    effects: [ifThen({ kind: 'sourceCardInGraveyard' }, [{ op: 'payToDo', amount: 1, then: [{ op: 'banishSourceCard', then: [empower(2)] }] }])],
  }],
});
