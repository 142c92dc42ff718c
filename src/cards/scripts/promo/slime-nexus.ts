import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('slime-nexus', {
  abilities: [activated([banishSelf()], [{ op: 'costChange', amount: -3, who: 'you', filter: { type: 'ALLY', subtype: 'SLIME' }, next: true }])],
});
