import { cardScript, championBonus, onEnter, recover, staticAbility, triggered } from '../../define.js';

export default cardScript('saprotrophy', {
  abilities: [
    triggered(onEnter(), [{ op: 'scaled', x: { of: 'counts', counts: [{ zone: 'banishment', element: 'TERA' }] }, plus: 2, effect: recover(0) }]),
    staticAbility({ kind: 'opponentsObjectsEnterWithCounters', counter: 'wither', count: 1 }, championBonus('Diao Chan')),
  ],
});
