import { cardScript, classBonus, staticAbility } from '../../define.js';

// "Any amount": one card at a time, as many times as there are cards in hand, each time accepted or declined.
export default cardScript('harness-mana', {
  onResolve: [{ op: 'scaled', x: { of: 'handSize' }, effect: { op: 'mayEach', count: 0, effects: [{ op: 'handToMemory', who: 'you', count: 1 }] } }],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
