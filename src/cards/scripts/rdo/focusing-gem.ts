import { activated, banishSelf, cardScript, restSelf } from '../../define.js';

export default cardScript('focusing-gem', {
  keywords: ['hindered'],
  abilities: [activated([restSelf(), banishSelf()], [{ op: 'costChange', amount: -3, who: 'you', next: true }])],
});
