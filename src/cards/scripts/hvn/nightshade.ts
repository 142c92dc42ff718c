import { atBeginningOfYourRecollection, cardScript, putCounters, target, triggered } from '../../define.js';

export default cardScript('nightshade', {
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(target(0), 'wither', 1)], {
      targets: [{ kind: 'object', controller: 'you', nonChampion: true, nonToken: true }],
    }),
  ],
});
