import { cardScript, classBonus, loadInto, may, modifyLife, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('drown-in-aether', {
  targets: [targetAlly({ rested: true })],
  onResolve: [modifyLife(target(0), -3), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
  abilities: [staticAbility({ kind: 'keyword', keyword: 'fastActivation' }, classBonus())],
});
