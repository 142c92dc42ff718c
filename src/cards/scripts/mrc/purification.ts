import { cardScript, recover } from '../../define.js';

// Recover 2; then up to two Curse cards of your champion's inner lineage are discarded, and 2 more is recovered per card.
export default cardScript('purification', {
  onResolve: [recover(2), { op: 'discardLineageCards', filter: { subtype: 'CURSE' }, max: 2, yours: true, recoverEach: 2 }],
});
