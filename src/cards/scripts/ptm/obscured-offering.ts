import { cardScript, target } from '../../define.js';

export default cardScript('obscured-offering', {
  banishAsCost: { anyOf: [], count: 2, from: 'materialDeck' },
  targets: [{ kind: 'object', supertype: 'REGALIA' }],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }],
});
