import { cardScript } from '../../define.js';

export default cardScript('nurture-crops', { onResolve: [{ op: 'glimpse', count: 2 }, { op: 'gather' }, { op: 'gather' }] });
