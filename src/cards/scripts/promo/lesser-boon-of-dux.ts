import { becomeFostered, cardScript } from '../../define.js';

export default cardScript('lesser-boon-of-dux', {
  keywords: ['classLocked'],
  onResolve: [{ op: 'chooseObjects', filter: { type: 'ALLY' }, count: 1, anyController: true, effects: [becomeFostered({ ref: 'chosen' })] }],
});
