import { cardScript, dealDamage, target, targetUnit } from '../../define.js';
import type { CardCount } from '../../vocabulary.js';

// 4, plus 2 for each card named Cosmic Bolt in your graveyard and banishment (each counted twice).
const named = (zone: 'graveyard' | 'banishment'): CardCount => ({ zone, name: 'Cosmic Bolt' });

export default cardScript('cosmic-bolt', {
  keywords: ['starcalling'],
  activationValues: { starcalling: 2 },
  targets: [targetUnit()],
  onResolve: [{
    op: 'scaled', plus: 4,
    x: { of: 'counts', counts: [named('graveyard'), named('graveyard'), named('banishment'), named('banishment')] },
    effect: dealDamage(target(0), 0),
  }],
});
