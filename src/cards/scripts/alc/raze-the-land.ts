import { cardScript, destroy, target } from '../../define.js';

export default cardScript('raze-the-land', { keywords: ['floatingMemory'], targets: [{ kind: 'domain' }], onResolve: [destroy(target(0))] });
