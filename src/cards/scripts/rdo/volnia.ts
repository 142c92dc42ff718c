import { activated, cardScript, dealDamage, payReserve, sacrificeSelf, target } from '../../define.js';

export default cardScript('volnia', {
  abilities: [
    activated([sacrificeSelf()], [dealDamage(target(0), 1)], { targets: [{ kind: 'unit', bySpell: true }] }),
    activated([payReserve(4), sacrificeSelf()], [dealDamage(target(0), 4)], { targets: [{ kind: 'unit', bySpell: true }] }),
  ],
});
