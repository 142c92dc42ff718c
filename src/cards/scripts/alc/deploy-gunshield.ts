import { cardScript, target, targetWeapon } from '../../define.js';

export default cardScript('deploy-gunshield', {
  keywords: ['floatingMemory'],
  targets: [targetWeapon({ controller: 'you', subtype: 'GUN' })],
  onResolve: [{ op: 'grantKeyword', subject: target(0), keyword: 'spellshroud', duration: 'untilEndOfTurn' }],
});
