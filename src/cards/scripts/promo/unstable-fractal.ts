import { activated, cardScript, classBonus, destroy, payReserve, restSelf, sacrificeSelf, target } from '../../define.js';

export default cardScript('unstable-fractal', {
  keywords: ['hindered', 'reservable'],
  abilities: [
    activated([payReserve(3), restSelf(), sacrificeSelf()], [destroy(target(0))], {
      condition: classBonus(),
      targets: [{ kind: 'item', bySpell: true, costAtMost: { memory: 0, reserve: 5 } }],
    }),
  ],
});
