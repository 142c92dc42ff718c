import { cardScript } from '../../define.js';

// Up to two Curse cards of one champion's inner lineage (any champion's) go to their owners' graveyards.
export default cardScript('exorcise-curses', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'discardLineageCards', filter: { subtype: 'CURSE' }, max: 2 }],
});
