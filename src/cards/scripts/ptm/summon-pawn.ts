import { cardScript, summonToken } from '../../define.js';

export default cardScript('summon-pawn', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'CHESSMAN' }, count: 3, exactly: true, then: [summonToken('pawn-piece')] }],
});
