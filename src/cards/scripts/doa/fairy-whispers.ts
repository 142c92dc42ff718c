import { cardScript } from '../../define.js';

export default cardScript('fairy-whispers', { onResolve: [{ op: 'glimpse', count: 3 }, { op: 'revealTopTakeIf', filter: { element: 'WIND' } }] });
