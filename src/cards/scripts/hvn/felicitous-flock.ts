import { allOf, cardScript, classBonus, triggered } from '../../define.js';

export default cardScript('felicitous-flock', {
  keywords: ['intercept'],
  abilities: [triggered({ on: 'revealedFromMemory' }, [{
    op: 'summonToken', token: 'fledgling', count: 1, counters: { buff: 1 }, grantKeyword: { keyword: 'intercept', duration: 'untilEndOfTurn' },
  }], { condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }) })],
});
