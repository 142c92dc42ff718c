import { cardScript } from '../../define.js';

export default cardScript('ravaging-tempest', {
  keywords: ['efficiency'],
  onResolve: [{ op: 'banishEachDraws', subject: { ref: 'allAllies' } }],
});
