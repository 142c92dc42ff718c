import { activated, banishSelf, cardScript, championBonus, payReserve, target } from '../../define.js';

export default cardScript('enthralling-chime', {
  abilities: [
    activated([payReserve(3), banishSelf()], [{ op: 'gainControl', subject: target(0) }], {
      condition: championBonus('Diao Chan'),
      targets: [{ kind: 'ally', bySpell: true, minCounters: { counter: 'wither', count: 3 } }],
    }),
  ],
});
