import { buffPower, cardScript, classBonus, draw, onAttack, staticAbility, triggered } from '../../define.js';

export default cardScript('herd-of-the-hearth', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [
    buffPower({ ref: 'alliesYouControl', anySubtype: ['ANIMAL', 'BEAST'] }, 1),
    {
      op: 'changeCharacteristics',
      subject: { ref: 'alliesYouControl', subtype: 'HORSE' },
      changes: [{ kind: 'gainAbility', ability: triggered(onAttack(), [draw(1), { op: 'discard', who: 'you', count: 1 }]) }],
      duration: 'untilEndOfTurn',
    },
  ],
});
