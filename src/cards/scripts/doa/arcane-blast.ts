import { dealDamage, cardScript, target } from '../../define.js';

export default cardScript('arcane-blast', { keywords: ['efficiency'], targets: [{ kind: 'champion' }], onResolve: [dealDamage(target(0), 11)] });
