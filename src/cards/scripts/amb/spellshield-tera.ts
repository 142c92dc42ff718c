import { cardScript, classBonus, staticAbility, yourChampion } from '../../define.js';

// Stops the next damage to your champion; as many top cards as it stopped are revealed and preserved.
export default cardScript('spellshield-tera', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus())],
  onResolve: [{
    op: 'preventDamage', subject: yourChampion(),
    prevention: {
      kind: 'instance', amount: 'all', duration: 'untilEndOfTurn',
      then: { effects: [{ op: 'scaled', x: { of: 'eventAmount' }, effect: { op: 'repeat', count: 0, effects: [{ op: 'preserveTopOfDeck' }] } }] },
    },
  }],
});
