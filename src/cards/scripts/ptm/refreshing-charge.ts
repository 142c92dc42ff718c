import { cardScript, classBonus, loadInto, may, recover, staticAbility } from '../../define.js';

export default cardScript('refreshing-charge', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  onResolve: [recover(3), may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' }))],
});
