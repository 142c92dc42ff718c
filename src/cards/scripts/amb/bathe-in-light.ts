import { cardScript, recover } from '../../define.js';

export default cardScript('bathe-in-light', {
  onResolve: [recover(4), { op: 'delayedTrigger', when: { at: 'beginPhase', phase: 'recollection', whose: 'yours' }, effects: [recover(4)] }],
});
