import { activated, cardScript, classBonus, destroy, payReserve, restSelf, sacrificeSelf, staticAbility, target } from '../../define.js';

export default cardScript('whirlwind-vizier', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'life', amount: 1 }, classBonus()),
    activated([payReserve(3), restSelf(), sacrificeSelf()], [destroy(target(0))], { targets: [{ kind: 'phantasia', notSubtype: 'FRACTAL' }] }),
  ],
});
