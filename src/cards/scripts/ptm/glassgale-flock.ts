import { activated, allOf, cardScript, championBonus, ifThen, not, onEnter, payReserve, restSelf, sheen, summonToken, triggered } from '../../define.js';

export default cardScript('glassgale-flock', {
  abilities: [
    triggered(onEnter(), [summonToken('memorite-shardwing')]),
    activated([payReserve(2), restSelf()], [
      ifThen(not({ kind: 'controlsCount', filter: { type: 'ALLY', name: 'Memorite Shardwing' }, min: 1 }), [summonToken('memorite-shardwing')]),
    ], { condition: allOf(championBonus('Merlin'), sheen(6)) }),
  ],
});
