import { cardScript, modifyLevel, prohibit, yourChampion } from '../../define.js';

export default cardScript('invoke-dominance', {
  keywords: ['preserve'],
  onResolve: [modifyLevel(yourChampion(), 3), prohibit('activateCards', { players: 'you', filter: { notType: 'ALLY' } })],
});
