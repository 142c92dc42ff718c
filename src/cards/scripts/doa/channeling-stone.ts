import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('channeling-stone', {
  abilities: [activated([banishSelf()], [{ op: 'costChange', amount: -2, who: 'you', next: true }])],
});
