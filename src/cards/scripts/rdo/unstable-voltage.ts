import { cardScript, target, targetAlly } from '../../define.js';

// D6+D6: two six-sided dice; the total (2 to 12) is the damage.
export default cardScript('unstable-voltage', {
  targets: [targetAlly()],
  onResolve: [{
    op: 'rollDice', dice: 2, sides: 6,
    results: Array.from({ length: 11 }, (_, i) => ({ min: i + 2, max: i + 2, effects: [{ op: 'dealDamage' as const, to: target(0), amount: i + 2 }] })),
  }],
});
