import { atBeginningOfYourRecollection, cardScript, championBonus, destroy, onEnter, target, targetPlayer, triggered } from '../../define.js';

export default cardScript('perishing-florets', {
  abilities: [
    triggered(onEnter(), [destroy(target(0))], { targets: [{ kind: 'object', nonChampion: true, costAtMost: { memory: 0, reserve: 3 } }] }),
    triggered(atBeginningOfYourRecollection(), [{ op: 'summonToken', token: 'flowerbud', count: 1, summoner: { ref: 'target', index: 0 } }], {
      condition: championBonus('Diao Chan'), targets: [targetPlayer({ controller: 'opponent', optional: true })],
    }),
  ],
});
