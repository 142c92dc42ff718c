import { cardScript, classBonus, onAttack, onEnter, onHit, summonToken, triggered } from '../../define.js';

export default cardScript('pleiades-celestial-genesis', {
  abilities: [
    triggered(onEnter(), [{ op: 'glimpse', count: 3 }], { condition: classBonus() }),
    // Each such card of the intent gains its own On Hit: one token per card.
    triggered(onAttack(), [{
      op: 'intentCardsGain', filter: { element: 'ASTRA', subtype: 'AETHERCHARGE' },
      abilities: [triggered(onHit(), [summonToken('astral-shard')])],
    }], { condition: classBonus() }),
  ],
});
