import { cardScript, recover } from '../../define.js';

export default cardScript('bandage-wound', { onResolve: [recover(4)] });
