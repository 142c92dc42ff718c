import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('reaping-legacy', {
  abilities: [staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1, per: { zone: 'banishment', type: 'WEAPON', subtype: 'SWORD', supertype: 'REGALIA' } }, classBonus())],
});
