import { cardScript, destroy } from '../../define.js';

export default cardScript('dissipation', { onResolve: [destroy({ ref: 'objectsMatching', filter: { type: 'PHANTASIA' } })] });
