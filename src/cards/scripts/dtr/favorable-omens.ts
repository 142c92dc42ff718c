import { cardScript, modifyLife } from '../../define.js';

export default cardScript('favorable-omens', {
  onResolve: [{ op: 'scaled', x: { of: 'tally', tally: { of: 'omens', filter: { element: 'WIND' } } }, effect: modifyLife({ ref: 'alliesYouControl' }, 0) }],
});
