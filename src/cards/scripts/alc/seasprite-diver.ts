import { cardScript, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('seasprite-diver', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -1 }, { kind: 'opponentGraveyardCount', min: 4 }),
    triggered(onEnter(), [{ op: 'banishCard', target: 0 }], { targets: [{ kind: 'graveyardCard' }] }),
  ],
});
