import { cardScript, championBonus, dealDamage, onEnter, recover, targetPlayer, triggered, whenever } from '../../define.js';

export default cardScript('full-bloom', {
  abilities: [
    triggered(onEnter(), [{ op: 'summonToken', token: 'flowerbud', count: 4, summoner: { ref: 'target', index: 0 } }], {
      condition: championBonus('Diao Chan'), targets: [targetPlayer({ controller: 'opponent' })],
    }),
    triggered(whenever('summons', { who: 'opponent', name: 'Flowerbud' }), [dealDamage({ ref: 'eventPlayerChampions' }, 2), recover(2)], { condition: championBonus('Diao Chan') }),
  ],
});
