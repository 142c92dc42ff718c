import { activated, banishSelf, cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('necklace-of-foresight', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    activated([banishSelf()], [{ op: 'glimpse', count: 4 }]),
  ],
});
