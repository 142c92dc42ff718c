import { activated, banishSelf, buffPower, cardScript, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('bellonas-runestone', {
  abilities: [activated([banishSelf()], [buffPower(target(0), 2), putCounters(target(0), 'durability', 1)], { targets: [targetWeapon({ controller: 'you' })] })],
});
