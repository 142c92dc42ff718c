import { cardScript, draw } from '../../define.js';

export default cardScript('unearth-revelations', {
  onResolve: [draw(2), { op: 'handToDeckBottom', then: [] }, { op: 'handToDeckBottom', then: [] }],
});
