import { activated, banishSelf, cardScript, classBonus, staticAbility, targetPlayer } from '../../define.js';

export default cardScript('necklace-of-hindsight', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    activated([banishSelf()], [{ op: 'arrangeDeckTop', target: 0, count: 4 }], { targets: [targetPlayer({ controller: 'opponent' })] }),
  ],
});
