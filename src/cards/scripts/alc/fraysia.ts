import { activated, cardScript, recover, sacrificeSelf } from '../../define.js';

export default cardScript('fraysia', { abilities: [activated([sacrificeSelf()], [recover(1)])] });
