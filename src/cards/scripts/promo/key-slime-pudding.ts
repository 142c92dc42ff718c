import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('key-slime-pudding', {
  abilities: [activated([banishSelf()], [{ op: 'enterCounters', counter: 'buff', count: 1, filter: { type: 'ALLY', subtype: 'SLIME' } }])],
});
