import { activated, banishSelf, buffPower, cardScript, target, targetAlly } from '../../define.js';

export default cardScript('poisoned-coating-oil', {
  abilities: [activated([banishSelf()], [buffPower(target(0), 2)], { targets: [targetAlly({ controller: 'you', withKeyword: 'stealth' })] })],
});
