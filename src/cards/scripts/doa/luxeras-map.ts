import { activated, banishSelf, cardScript, classBonus, restSelf, staticAbility } from '../../define.js';

export default cardScript('luxeras-map', {
  keywords: ['hindered'],
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, classBonus()),
    activated([restSelf(), banishSelf()], [{ op: 'search', filter: {}, to: 'memory' }], { speed: 'slow' }),
  ],
});
