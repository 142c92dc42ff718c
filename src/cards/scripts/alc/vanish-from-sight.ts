import { cardScript, staticAbility, yourChampion } from '../../define.js';

export default cardScript('vanish-from-sight', {
  abilities: [staticAbility({ kind: 'activateOnly' }, { kind: 'opponentsPhase', phase: 'recollection' })],
  onResolve: [{ op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' }],
});
