import { cardScript, classBonus, onAttack, self, triggered } from '../../define.js';

// Critical gained without a number is critical 1.
export default cardScript('corhazi-lightblade', {
  abilities: [triggered(onAttack(), [{
    op: 'revealRandomMemory', who: 'you', count: 1,
    ifRevealed: { filter: { element: 'LUXEM' }, then: [{ op: 'grantKeyword', subject: self(), keyword: 'critical', duration: 'untilEndOfTurn' }] },
  }], { condition: classBonus() })],
});
