import { becomes, cardScript, eventObject, ifThen, onHit, putCounters, sheen, summonToken, triggered } from '../../define.js';

export default cardScript('shardwing-searchlight', {
  onResolve: [
    summonToken('memorite-shardwing'),
    ifThen(sheen(4), [summonToken('memorite-shardwing')]),
    becomes({ ref: 'objectsMatching', filter: { subtype: 'MEMORITE' }, controller: 'you' },
      [{ kind: 'gainAbility', ability: triggered(onHit(), [putCounters(eventObject(), 'sheen', 1)]) }], 'untilEndOfTurn'),
  ],
});
