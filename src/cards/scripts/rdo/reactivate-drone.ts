import { cardScript } from '../../define.js';

export default cardScript('reactivate-drone', {
  keywords: ['ephemerate'],
  activationValues: { ephemerate: 2 },
  onResolve: [{ op: 'summonToken', token: 'automaton-drone', count: 1, rested: true, counters: { buff: 1 } }],
});
