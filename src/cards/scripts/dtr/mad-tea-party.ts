import { cardScript, recover, triggered, whenever } from '../../define.js';

export default cardScript('mad-tea-party', { abilities: [triggered(whenever('enters', { who: 'any', type: 'ALLY' }), [recover(1)])] });
