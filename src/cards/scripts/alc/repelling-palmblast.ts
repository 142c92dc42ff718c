import { cardScript } from '../../define.js';

export default cardScript('repelling-palmblast', {
  keywords: ['floatingMemory'],
  onResolve: [{ op: 'returnToZone', subject: { ref: 'objectsMatching', filter: { type: 'ALLY' }, maxPower: 2 }, zone: 'memory' }],
});
