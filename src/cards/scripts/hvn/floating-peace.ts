import { cardScript, recover } from '../../define.js';

export default cardScript('floating-peace', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'field', anySubtype: ['FATESTONE', 'FATEBOUND'] }] }, plus: 1, effect: recover(0) }],
});
