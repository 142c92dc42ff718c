import { activated, banishSelf, cardScript, draw } from '../../define.js';

export default cardScript('charm-of-anticipation', {
  abilities: [activated([banishSelf()], [draw(1)], { condition: { kind: 'hasStatus', status: 'crowds-favor' } })],
});
