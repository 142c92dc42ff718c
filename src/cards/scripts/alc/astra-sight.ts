import { cardScript, draw } from '../../define.js';

export default cardScript('astra-sight', {
  keywords: ['starcalling'],
  activationValues: { starcalling: 0 },
  onResolve: [{ op: 'glimpse', count: 1 }, draw(1)],
});
