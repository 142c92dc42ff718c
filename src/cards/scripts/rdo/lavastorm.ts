import { cardScript, destroy } from '../../define.js';

export default cardScript('lavastorm', { onResolve: [destroy({ ref: 'allAllies' })] });
