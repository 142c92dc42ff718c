import { cardScript } from '../../define.js';

// 3+X cards, X the Distortion objects you control.
export default cardScript('reckonings-wake', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'scaled', x: { of: 'controlled', filter: { subtype: 'DISTORTION' } }, plus: 3, effect: { op: 'sortTopCards', count: 0, places: [], reorder: true } }],
});
