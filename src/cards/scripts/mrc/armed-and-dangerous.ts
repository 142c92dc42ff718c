import { cardScript, draw } from '../../define.js';

export default cardScript('armed-and-dangerous', {
  onResolve: [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'field', type: 'WEAPON', subtype: 'GUN', atMost: 2 }] }, effect: draw(0) }],
});
