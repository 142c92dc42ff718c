import { cardScript, destroy, target } from '../../define.js';

export default cardScript('disenchant', { targets: [{ kind: 'phantasia' }], onResolve: [destroy(target(0))] });
