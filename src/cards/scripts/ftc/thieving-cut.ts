import { cardScript, draw, ifThen, onHit, prepared, triggered } from '../../define.js';

export default cardScript('thieving-cut', {
  keywords: ['prepare'],
  activationValues: { prepare: 1 },
  abilities: [triggered(onHit(), [ifThen(prepared(), [draw(1)])])],
});
