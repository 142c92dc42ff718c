import { cardScript, loadInto, may, putCounters, target, targetWeapon } from '../../define.js';

export default cardScript('fortifying-manashot', {
  targets: [targetWeapon({ controller: 'you', subtype: 'AETHERWING' })],
  onResolve: [putCounters(target(0), 'durability', 2), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
