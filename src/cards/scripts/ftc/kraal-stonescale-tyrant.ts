import { cardScript, classBonus, onAttack, triggered } from '../../define.js';

export default cardScript('kraal-stonescale-tyrant', {
  keywords: ['intercept', 'spellshroud', 'trueSight', 'vigor'],
  banishAsCost: { anyOf: [], count: 2, from: 'materialDeck', preserved: true },
  // The top two cards of the deck, one after the other, each revealed and put into the material deck preserved.
  abilities: [triggered(onAttack(), [{ op: 'repeat', count: 2, effects: [{ op: 'preserveTopOfDeck' }] }], { condition: classBonus() })],
});
