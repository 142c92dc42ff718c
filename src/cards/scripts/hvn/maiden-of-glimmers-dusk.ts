import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('maiden-of-glimmers-dusk', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, per: [{ zone: 'field', type: 'PHANTASIA', atMost: 2 }] }, classBonus())],
});
