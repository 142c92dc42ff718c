import { cardScript, draw } from '../../define.js';

export default cardScript('turbo-charge', {
  sacrificeAsCost: { filter: { subtype: 'POWERCELL' }, count: 1 },
  onResolve: [draw(2)],
});
