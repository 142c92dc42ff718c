import { cardScript, putCounters, summonToken, target, targetWeapon } from '../../define.js';

export default cardScript('cell-forging', {
  modes: [
    { targets: [targetWeapon()], effects: [putCounters(target(0), 'durability', 2)] },
    { effects: [summonToken('powercell')] },
  ],
});
