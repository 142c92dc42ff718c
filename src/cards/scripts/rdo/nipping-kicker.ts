import { cardScript, target, targetUnit } from '../../define.js';

// The next damage a Suited Spell source of yours deals the target this turn is 3 more.
export default cardScript('nipping-kicker', {
  keywords: ['floatingMemory'],
  targets: [targetUnit()],
  onResolve: [{
    op: 'preventDamage', subject: target(0),
    prevention: { kind: 'increaseNext', amount: 3, from: { kind: 'spell', subtype: 'SUITED', yours: true }, duration: 'untilEndOfTurn' },
  }],
});
