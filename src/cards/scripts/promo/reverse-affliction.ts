import { cardScript } from '../../define.js';

export default cardScript('reverse-affliction', {
  onResolve: [{ op: 'banishLineageCard', filter: { subtype: 'CURSE' }, yours: true, omenIfOwned: true }],
});
