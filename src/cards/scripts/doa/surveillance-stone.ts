import { cardScript, draw, ifThen, may, self, selfOnField, triggered, whenever } from '../../define.js';

export default cardScript('surveillance-stone', {
  abilities: [
    triggered(whenever('attacks', { who: 'opponent', nthThisTurn: 3 }), [
      may(ifThen(selfOnField(), [{ op: 'banish', subject: self() }, draw(1)])),
    ]),
  ],
});
