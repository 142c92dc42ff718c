import { cardScript } from '../../define.js';

export default cardScript('blissful-calling', { onResolve: [{ op: 'lookAndTake', count: 5, filter: { anySubtype: ['ANIMAL', 'BEAST'] } }] });
