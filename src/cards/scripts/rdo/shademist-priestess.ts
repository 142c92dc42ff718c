import { cardScript, may, recover, triggered, whenever } from '../../define.js';

export default cardScript('shademist-priestess', {
  keywords: ['stealth', 'floatingMemory'],
  abilities: [triggered(whenever('dealtDamage', { who: 'you', type: 'CHAMPION', sourceYours: false }), [may(recover(1))])],
});
