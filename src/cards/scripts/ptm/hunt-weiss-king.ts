import { cardScript, championBonus, draw, ifThen, modifyLife, putCounters, restSelf, staticAbility } from '../../define.js';

export default cardScript('hunt-weiss-king', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, per: [{ zone: 'field', type: 'ALLY', subtype: 'PAWN', atMost: 2 }] }, championBonus('Alice')),
    {
      kind: 'activated', costs: [restSelf()], speed: 'fast', effects: [], modesOnce: true,
      modes: [
        { effects: [ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'BISHOP'] }, min: 1 }, [draw(1)])] },
        { effects: [{ op: 'chooseObjects', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'KNIGHT'] }, count: 1, anyController: true, effects: [putCounters({ ref: 'chosen' }, 'buff', 1)] }] },
        { effects: [{ op: 'chooseObjects', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'ROOK'] }, count: 1, effects: [{ op: 'redirectAttack', to: { ref: 'chosen' }, then: [modifyLife({ ref: 'chosen' }, 2)] }] }] },
      ],
    },
  ],
});
