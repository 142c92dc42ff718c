import { activated, banishSelf, cardScript, draw, staticAbility } from '../../define.js';

export default cardScript('wayfinders-map', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'cardsYouActivate', amount: -1, only: { type: 'DOMAIN' } }),
    activated([banishSelf()], [draw(1)], { condition: { kind: 'controlsType', type: 'DOMAIN', min: 3 } }),
  ],
});
