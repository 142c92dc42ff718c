import { cardScript, draw } from '../../define.js';

export default cardScript('innervate-knowledge', {
  championCosts: { delevel: true, recover: 5 },
  onResolve: [draw(2)],
});
