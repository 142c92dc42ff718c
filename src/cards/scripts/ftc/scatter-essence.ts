import { cardScript, destroy, target } from '../../define.js';

export default cardScript('scatter-essence', { keywords: ['floatingMemory'], targets: [{ kind: 'phantasia' }], onResolve: [destroy(target(0))] });
