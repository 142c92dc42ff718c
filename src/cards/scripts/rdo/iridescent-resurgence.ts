import { cardScript } from '../../define.js';

export default cardScript('iridescent-resurgence', {
  targets: [{ kind: 'graveyardCard', controller: 'you', element: 'CRUX', nonChampion: true, nonRegalia: true, orBanished: true }],
  onResolve: [{ op: 'graveyardCardToMemory', target: 0 }],
});
