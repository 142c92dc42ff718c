import { cardScript, classBonus, onAttack, staticAbility, triggered } from '../../define.js';

// Class bonus, On Attack: banishing three fire cards from your graveyard makes this attack card double its damage.
export default cardScript('rending-flames', {
  abilities: [triggered(onAttack(), [{
    op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 3, exactly: true,
    then: [{ op: 'intentCardsGain', filter: { name: 'Rending Flames' }, abilities: [staticAbility({ kind: 'doubleAttackDamage' })] }],
  }], { condition: classBonus() })],
});
