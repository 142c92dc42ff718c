import { activated, allOf, banishSelf, cardScript, championBonus, generate, payReserve, putCounters, staticAbility, yourChampion } from '../../define.js';

export default cardScript('sablemere-wardens-grip', {
  abilities: [
    staticAbility({ kind: 'activateFromMaterialDeck', costs: [{ kind: 'reserve', value: 3 }] },
      allOf(championBonus('Nico'), { kind: 'opponentGraveyardCount', min: 3 })),
    activated([payReserve(3), { kind: 'reserveX' }, banishSelf()], [
      generate('icebound-slam', 1, 'memory'),
      { op: 'scaled', x: { of: 'x' }, effect: putCounters(yourChampion(), 'lash', 0) },
    ], { condition: championBonus('Nico') }),
  ],
});
