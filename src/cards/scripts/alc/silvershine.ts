import { activated, cardScript, recover, sacrificeSelf } from '../../define.js';

export default cardScript('silvershine', { abilities: [activated([sacrificeSelf()], [recover(1)])] });
