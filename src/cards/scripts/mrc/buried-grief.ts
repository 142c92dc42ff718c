import { cardScript, draw } from '../../define.js';

export default cardScript('buried-grief', {
  onResolve: [draw(2), { op: 'handToDeckTop' }],
});
