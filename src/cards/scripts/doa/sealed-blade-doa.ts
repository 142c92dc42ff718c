import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('sealed-blade-doa', {
  abilities: [
    staticAbility({ kind: 'floatingMemoryOnly' }),
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, classBonus()),
  ],
});
