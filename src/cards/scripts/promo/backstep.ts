import { cardScript, draw, target, targetUnit } from '../../define.js';

export default cardScript('backstep', { targets: [targetUnit()], onResolve: [{ op: 'becomeDistant', subject: target(0) }, draw(1)] });
