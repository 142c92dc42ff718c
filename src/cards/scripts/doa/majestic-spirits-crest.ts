import { activated, banishSelf, becomes, cardScript, classBonus, draw, onAttack, triggered, yourChampion } from '../../define.js';

export default cardScript('majestic-spirits-crest', {
  abilities: [
    activated([banishSelf()], [becomes(yourChampion(), [{ kind: 'gainAbility', ability: triggered(onAttack(), [draw(1)]) }], 'untilEndOfTurn')], { condition: classBonus() }),
  ],
});
