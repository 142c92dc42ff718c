import { cardScript, draw } from '../../define.js';

export default cardScript('cremation-ritual', {
  sacrificeAsCost: { filter: { type: 'ALLY' }, count: 1 },
  onResolve: [draw(2)],
});
