import { cardScript, drawIntoMemory, ifThen, may, recover, self, triggered, whenever } from '../../define.js';

export default cardScript('suspicious-concoction', {
  abilities: [
    triggered(whenever('levelsUp', { who: 'you' }), [
      may(ifThen({ kind: 'selfOnField' }, [{ op: 'banish', subject: self() }, drawIntoMemory(1), recover(2)])),
    ]),
  ],
});
