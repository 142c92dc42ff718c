import { cardScript } from '../../define.js';

export default cardScript('fight-for-the-crown', {
  onResolve: [{ op: 'eachSacrifices', filter: { type: 'ALLY' } }],
});
