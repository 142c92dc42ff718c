import { cardScript, draw } from '../../define.js';

export default cardScript('unmake-duality', {
  sacrificeAsCost: { filter: { supertype: 'REGALIA', keyword: 'divineRelic' }, count: 1 },
  onResolve: [draw(2)],
});
