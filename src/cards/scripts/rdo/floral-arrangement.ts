import { cardScript, summonToken } from '../../define.js';

export default cardScript('floral-arrangement', {
  keywords: ['floatingMemory'],
  onResolve: [summonToken('silvershine'), summonToken('fraysia')],
});
