import { cardScript, draw, recover } from '../../define.js';

export default cardScript('return-to-the-archive', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'sacrificeAnother', filter: { supertype: 'REGALIA' }, then: [recover(2), draw(1)] }],
});
