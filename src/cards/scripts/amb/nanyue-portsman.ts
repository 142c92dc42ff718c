import { classBonus, cardScript, staticAbility, youControl } from '../../define.js';

export default cardScript('nanyue-portsman', {
  abilities: [
    // Equestrian: no class bonus on this one.
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, youControl('HORSE')),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
