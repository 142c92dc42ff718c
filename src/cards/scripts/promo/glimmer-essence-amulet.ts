import { cardScript, draw, ifThen, may, self, triggered, whenever } from '../../define.js';

export default cardScript('glimmer-essence-amulet', {
  abilities: [
    triggered(whenever('destroyed', { who: 'you', type: 'PHANTASIA' }), [may(ifThen({ kind: 'selfOnField' }, [{ op: 'banish', subject: self() }, draw(1)]))], {
      condition: { kind: 'not', condition: { kind: 'yourTurn' } },
    }),
  ],
});
