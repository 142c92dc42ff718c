import { activated, banishSelf, cardScript, yourChampion } from '../../define.js';

export default cardScript('safeguard-amulet', {
  abilities: [
    activated([banishSelf()], [{ op: 'preventDamage', subject: yourChampion(), prevention: { kind: 'each', amount: 4, damageType: 'nonCombat', duration: 'untilEndOfTurn' } }]),
  ],
});
