import { activated, allOf, cardScript, championBonus, payReserve, putCounters, restSelf, staticAbility, target } from '../../define.js';

export default cardScript('scepter-of-awakening', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck' }, allOf(championBonus('Diao Chan'), { kind: 'controlsType', type: 'PHANTASIA', min: 4 })),
    // The new base stats are its printed reserve cost (0 when it has none, as the card's ruling says).
    activated([payReserve(2), restSelf()], [
      {
        op: 'scaled', x: { of: 'targetReserveCost', index: 0 },
        effect: {
          op: 'changeCharacteristics', subject: target(0), duration: 'untilEndOfTurn',
          changes: [{ kind: 'addTypes', types: ['ALLY'] }, { kind: 'setStat', stat: 'power', value: 0 }, { kind: 'setStat', stat: 'life', value: 0 }],
        },
      },
      putCounters(target(0), 'buff', 1),
    ], { targets: [{ kind: 'phantasia', controller: 'you' }] }),
  ],
});
