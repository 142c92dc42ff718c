import { becomes, cardScript, mill, yourChampion } from '../../define.js';

export default cardScript('calculated-foresight', {
  onResolve: [
    mill(2, 'you'),
    { op: 'banishFromGraveyard', filter: {}, max: 1, floatingMemory: true, then: [
      becomes(yourChampion(), [{ kind: 'gainAbility', ability: { kind: 'static', effect: { kind: 'ranged', amount: 3 } } }], 'untilEndOfTurn'),
    ] },
  ],
});
