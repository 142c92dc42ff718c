import { cardScript, classBonus, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('foraging-servant', {
  abilities: [triggered(onEnter(), [{ op: 'gather' }]), staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
});
