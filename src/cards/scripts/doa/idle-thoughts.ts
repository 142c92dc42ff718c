import { cardScript } from '../../define.js';

export default cardScript('idle-thoughts', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'sortTopCards', count: 4, places: [], reorder: true }],
});
