import { cardScript, recover } from '../../define.js';

export default cardScript('restorative-flame', {
  onResolve: [{ op: 'banishFromGraveyard', filter: { element: 'FIRE' }, max: 3, each: [recover(2)] }],
});
