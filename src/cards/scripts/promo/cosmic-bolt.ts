import { cardScript, dealDamage, target, targetUnit } from '../../define.js';
import type { CardCount } from '../../vocabulary.js';

// Base 4, and 2 more per same-named card in your graveyard or banishment (each counted twice below).
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
