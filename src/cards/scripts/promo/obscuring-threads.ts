import { cardScript, target } from '../../define.js';

export default cardScript('obscuring-threads', {
  keywords: ['floatingMemory'],
  targets: [{ kind: 'object', anySubtype: ['FATESTONE', 'FATEBOUND'], optional: true }],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }],
});
